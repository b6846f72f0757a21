import { z } from 'zod/mini';
import { typedText as text } from '../common/typed-text.schema';

/** A phone number as people type it; the schema's issue carries the reason 'phone_invalid' (COMMON_ISSUE), no words. */
const PHONE = /^[0-9+()\-. ]{7,30}$/;
import { appointmentStatusSchema, bookingOfficeSchema, bookingServiceSchema } from './booking-fields.schema';

const described = <T extends z.ZodMiniType>(schema: T, description: string): T => schema.check(z.describe(description));

/** The details a visitor types (the web form validates the same schema). */
export const bookingContactSchema = z.object({
  name: text(200),
  email: z.pipe(z.string().check(z.trim()), z.email()),
  phone: z.string().check(
    z.trim(),
    z.refine((v) => PHONE.test(v), { params: { reason: 'phone_invalid' } }),
    z.describe('7 to 30 of: digits + ( ) - . and spaces'),
  ),
  notes: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
  website: z.optional(described(z.string().check(z.maxLength(500)), 'Honeypot: a field people never see and leave empty')),
});

export const bookingRequestSchema = z
  .extend(bookingContactSchema, {
    office: bookingOfficeSchema,
    service: bookingServiceSchema,
    startsAt: described(z.iso.datetime(), 'One of the free times of GET /api/booking/availability'),
    startedAt: z.optional(described(z.int(), 'When the form was shown (ms since epoch)')),
  })
  .register(z.globalRegistry, { id: 'BookingRequest' });

export const bookingMoveSchema = z.object({ startsAt: z.iso.datetime() }).register(z.globalRegistry, { id: 'BookingMove' });

export const bookingAppointmentSchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    office: bookingOfficeSchema,
    service: bookingServiceSchema,
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    status: appointmentStatusSchema,
    name: z.string(),
  })
  .register(z.globalRegistry, { id: 'BookingAppointment', description: 'An appointment as its private link shows it' });

export const bookingIdSchema = z.uuid().register(z.globalRegistry, { id: 'BookingAppointmentId' });

/** Header carrying the private link's token (never a query parameter: those end up in access logs). */
export const BOOKING_TOKEN_HEADER = 'x-booking-token';

export type BookingContact = z.infer<typeof bookingContactSchema>;
export type BookingRequest = z.infer<typeof bookingRequestSchema>;
export type BookingMove = z.infer<typeof bookingMoveSchema>;
export type BookingAppointment = z.infer<typeof bookingAppointmentSchema>;
