import { z } from 'zod/mini';
import { typedText as text } from '../common/typed-text.schema';
import { formTrapSchema } from '../common/form-trap.schema';
import { siteLocaleSchema } from '../common/locale.schema';

// zod/mini keeps the contact page's script small; the API reads the same schema.

/** Where a lead would like to be served; 'remote' (or no choice) goes to the main office. */
export const intakeOfficeSchema = z.enum(['dearborn', 'ypsilanti', 'ann-arbor', 'remote']).register(z.globalRegistry, { id: 'IntakeOffice' });

/**
 * POST /api/intake/contact. `website` (a visually hidden honeypot) and `startedAt` are the bot trap (formTrapSchema).
 * An empty optional text (what an untouched input sends) counts as absent.
 */
export const contactMessageCreateSchema = z
  .object({
    name: text(200),
    email: z.email().check(z.maxLength(254)),
    phone: z.optional(z.string().check(z.trim(), z.maxLength(40))),
    office: z.optional(z.union([intakeOfficeSchema, z.literal('')])),
    message: text(5000),
    /** The page's language: the confirmation is written in it. */
    locale: z.optional(siteLocaleSchema),
    ...formTrapSchema.shape,
  })
  .register(z.globalRegistry, { id: 'IntakeContactCreate', description: 'A message from the contact page' });

export const contactReceiptSchema = z
  .object({
    id: z.uuid(),
    reference: z.string().register(z.globalRegistry, { example: 'HC-7K3Q-9M2D' }),
  })
  .register(z.globalRegistry, { id: 'IntakeContactReceipt', description: 'What was stored: quote the reference when calling the office' });

export type IntakeOffice = z.infer<typeof intakeOfficeSchema>;
export type ContactMessageCreate = z.infer<typeof contactMessageCreateSchema>;
export type ContactMessageCreateInput = z.input<typeof contactMessageCreateSchema>;
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;
