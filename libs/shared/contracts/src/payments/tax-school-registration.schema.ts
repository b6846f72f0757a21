import { z } from 'zod/mini';
import { personEmail, personName, personPhone } from './payment-fields';

/** POST /api/tax-school/registrations: the spec's registration form. The fee is the server's, never the browser's. */
export const taxSchoolRegistrationCreateSchema = z
  .object({
    name: personName(),
    email: personEmail(),
    phone: personPhone(),
    course: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
  })
  .register(z.globalRegistry, { id: 'TaxSchoolRegistrationCreate', description: 'A registration for one session of the tax school course' });
export type TaxSchoolRegistrationCreate = z.output<typeof taxSchoolRegistrationCreateSchema>;

export const taxSchoolRegistrationCheckoutSchema = z
  .object({ id: z.uuid(), registrationId: z.uuid(), url: z.string() })
  .register(z.globalRegistry, { id: 'TaxSchoolRegistrationCheckout', description: 'The payment id, the registration id and the checkout page' });
export type TaxSchoolRegistrationCheckout = z.output<typeof taxSchoolRegistrationCheckoutSchema>;

export const taxSchoolSessionSchema = z
  .object({ code: z.string(), format: z.string(), schedule: z.string(), startDate: z.iso.date(), endDate: z.iso.date(), open: z.boolean() })
  .register(z.globalRegistry, { id: 'TaxSchoolSession', description: 'A session of the course; open while it takes registrations (until its start date)' });
export const taxSchoolSessionListSchema = z
  .object({ feeCents: z.int(), sessions: z.array(taxSchoolSessionSchema) })
  .register(z.globalRegistry, { id: 'TaxSchoolSessionList', description: 'The course fee and every session, open or closed' });
export type TaxSchoolSession = z.output<typeof taxSchoolSessionSchema>;
export type TaxSchoolSessionList = z.output<typeof taxSchoolSessionListSchema>;
