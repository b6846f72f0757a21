import { z } from 'zod/mini';

// Pieces of the public forms' schemas (zod/mini, like the forms). Not in the common index: each form's schema
// imports them, the web and the API read the forms' schemas.

/** Text a person typed: trimmed, at least one character, at most `max`. */
export const typedText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** 10-15 digits once spaces, dashes, dots, brackets and a leading + are set aside; a refusal carries `reason` when given. */
export const typedPhone = (reason?: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, { abort: true }),
    z.refine((v) => /^\+?[0-9 ().-]{10,24}$/.test(v) && /^\d{10,15}$/.test(v.replace(/\D/g, '')), reason ? { params: { reason } } : undefined),
  );
