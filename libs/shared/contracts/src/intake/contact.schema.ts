import { z } from 'zod';
import { formTrapSchema } from '../common/form-trap.schema';

/** Where a lead would like to be served; 'remote' (or no choice) goes to the main office. */
export const intakeOfficeSchema = z.enum(['dearborn', 'ypsilanti', 'ann-arbor', 'remote']).meta({ id: 'IntakeOffice' });

/**
 * POST /api/intake/contact. `website` (a visually hidden honeypot) and `startedAt` are the bot trap (formTrapSchema).
 * An empty optional text (what an untouched input sends) counts as absent.
 */
export const contactMessageCreateSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    email: z.email().max(254),
    phone: z.string().trim().max(40).optional(),
    office: z.union([intakeOfficeSchema, z.literal('')]).optional(),
    message: z.string().trim().min(1).max(5000),
    ...formTrapSchema.shape,
  })
  .meta({ id: 'IntakeContactCreate', description: 'A message from the contact page' });

export const contactReceiptSchema = z
  .object({
    id: z.uuid(),
    reference: z.string().meta({ example: 'HC-7K3Q-9M2D' }),
  })
  .meta({ id: 'IntakeContactReceipt', description: 'What was stored: quote the reference when calling the office' });

export type IntakeOffice = z.infer<typeof intakeOfficeSchema>;
export type ContactMessageCreate = z.infer<typeof contactMessageCreateSchema>;
export type ContactMessageCreateInput = z.input<typeof contactMessageCreateSchema>;
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;
