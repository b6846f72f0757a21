import { z } from 'zod/mini';
import { APPOINTMENT_STATUSES, BOOKING_OFFICES, BOOKING_SERVICES } from './booking-choices';
export { calendarDateSchema } from '../common/calendar-date.schema';

// The booking page's schemas are zod/mini so the page does not ship the full zod; the API reads the same ones.

export const bookingOfficeSchema = z
  .enum(BOOKING_OFFICES)
  .register(z.globalRegistry, { id: 'BookingOffice', description: "An office, or 'remote' (phone or video)" });
export const bookingServiceSchema = z.enum(BOOKING_SERVICES).register(z.globalRegistry, { id: 'BookingService' });
export const appointmentStatusSchema = z.enum(APPOINTMENT_STATUSES).register(z.globalRegistry, { id: 'BookingAppointmentStatus' });

export type BookingOffice = z.infer<typeof bookingOfficeSchema>;
export type BookingService = z.infer<typeof bookingServiceSchema>;
export type AppointmentStatus = z.infer<typeof appointmentStatusSchema>;
