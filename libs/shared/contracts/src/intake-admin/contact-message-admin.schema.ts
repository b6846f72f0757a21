import { z } from 'zod';
import { leadDetailFields, leadSummaryFields } from '../common/admin-record.schema';
import { pageOf } from '../common/page.schema';
import { intakeOfficeSchema } from '../intake/contact.schema';

export const contactMessageSummarySchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    name: z.string(),
    email: z.string(),
    office: intakeOfficeSchema,
    ...leadSummaryFields,
  })
  .meta({ id: 'ContactMessageSummary', description: 'A contact message in the staff list' });

export const contactMessagePageSchema = pageOf(contactMessageSummarySchema, 'ContactMessagePage');

export const contactMessageDetailSchema = contactMessageSummarySchema
  .extend({
    phone: z.string().nullable(),
    message: z.string(),
    referralCode: z.string().nullable(),
    ...leadDetailFields,
  })
  .meta({ id: 'ContactMessageDetail', description: 'One contact message with its staff status and internal note' });

export const contactMessageIdSchema = z.uuid().meta({ id: 'ContactMessageId' });

export type ContactMessageSummary = z.infer<typeof contactMessageSummarySchema>;
export type ContactMessagePage = z.infer<typeof contactMessagePageSchema>;
export type ContactMessageDetail = z.infer<typeof contactMessageDetailSchema>;
