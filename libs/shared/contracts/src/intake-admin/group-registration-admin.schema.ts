import { z } from 'zod';
import { leadDetailFields, leadSummaryFields } from '../common/admin-record.schema';
import { pageOf } from '../common/page.schema';
import { intakeOfficeSchema } from '../intake/contact.schema';

export const groupRegistrationSummarySchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    organization: z.string(),
    contactName: z.string(),
    email: z.string(),
    groupSize: z.int(),
    office: intakeOfficeSchema,
    affiliate: z.string().nullable(),
    ...leadSummaryFields,
  })
  .meta({ id: 'GroupRegistrationSummary', description: 'A group discount registration in the staff list' });

export const groupRegistrationPageSchema = pageOf(groupRegistrationSummarySchema, 'GroupRegistrationPage');

export const groupRegistrationDetailSchema = groupRegistrationSummarySchema
  .extend({
    phone: z.string(),
    notes: z.string().nullable(),
    referralCode: z.string().nullable(),
    ...leadDetailFields,
  })
  .meta({ id: 'GroupRegistrationDetail', description: 'One group registration with its staff status and internal note' });

export const groupRegistrationIdSchema = z.uuid().meta({ id: 'GroupRegistrationId' });

export type GroupRegistrationSummary = z.infer<typeof groupRegistrationSummarySchema>;
export type GroupRegistrationPage = z.infer<typeof groupRegistrationPageSchema>;
export type GroupRegistrationDetail = z.infer<typeof groupRegistrationDetailSchema>;
