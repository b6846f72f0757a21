import { z } from 'zod/mini';

/**
 * Bot-trap fields merged into public form bodies: `formTrapSchema.shape` spreads into a form's object.
 * `website` is a visually hidden honeypot input people leave empty; `startedAt` is when the form was rendered.
 * zod/mini, like every schema a public form page loads.
 */
export const formTrapSchema = z.object({
  website: z.optional(z.string().check(z.maxLength(500), z.describe('Honeypot: a field people never see and leave empty'))),
  startedAt: z.optional(z.number().check(z.int(), z.gte(0), z.describe('When the form was shown (ms since epoch)'))),
});

export type FormTrap = z.infer<typeof formTrapSchema>;
