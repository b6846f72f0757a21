import { z } from 'zod';

/**
 * Bot-trap fields merged into public form bodies: `formTrapSchema.shape` spreads into a form's object.
 * `website` is a visually hidden honeypot input people leave empty; `startedAt` is when the form was rendered.
 */
export const formTrapSchema = z.object({
  website: z.string().max(500).optional().describe('Honeypot: a field people never see and leave empty'),
  startedAt: z.number().int().min(0).optional().describe('When the form was shown (ms since epoch)'),
});

export type FormTrap = z.infer<typeof formTrapSchema>;
