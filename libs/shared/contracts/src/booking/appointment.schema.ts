import { z } from 'zod';
import { appointmentStatusSchema, bookingOfficeSchema, bookingServiceSchema } from './booking-fields.schema';

const text = (max: number) => z.string().trim().min(1).max(max);

/** The details a visitor types (the web form validates the same schema). */
export const bookingContactSchema = z.object({
  name: text(200),
  email: z.string().trim().pipe(z.email()),
  phone: z.string().trim().regex(/^[0-9+()\-. ]{7,30}$/, 'must be a phone number'),
  notes: z.string().trim().max(2000).optional(),
  website: z.string().max(500).optional().describe('Honeypot: a field people never see and leave empty'),
});

export const bookingRequestSchema = bookingContactSchema
  .extend({
    office: bookingOfficeSchema,
    service: bookingServiceSchema,
    startsAt: z.iso.datetime().describe('One of the free times of GET /api/booking/availability'),
    startedAt: z.number().int().optional().describe('When the form was shown (ms since epoch)'),
  })
  .meta({ id: 'BookingRequest' });

export const bookingMoveSchema = z.object({ startsAt: z.iso.datetime() }).meta({ id: 'BookingMove' });

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
  .meta({ id: 'BookingAppointment', description: 'An appointment as its private link shows it' });

export const bookingIdSchema = z.uuid().meta({ id: 'BookingAppointmentId' });

export type BookingContact = z.infer<typeof bookingContactSchema>;
export type BookingRequest = z.infer<typeof bookingRequestSchema>;
export type BookingMove = z.infer<typeof bookingMoveSchema>;
export type BookingAppointment = z.infer<typeof bookingAppointmentSchema>;
