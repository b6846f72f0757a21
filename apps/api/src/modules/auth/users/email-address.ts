import { z } from 'zod';
import { AuthError } from '../errors/auth-error';

const emailSchema = z.email().max(255);

/** Trimmed and lower-cased; throws the reference's validation error for anything that is not an address. */
export function normalizeEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!emailSchema.safeParse(email).success) throw AuthError.validation('Unable to validate email address: invalid format');
  return email;
}
