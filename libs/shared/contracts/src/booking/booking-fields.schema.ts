import { z } from 'zod/mini';

// The booking page's schemas are zod/mini so the page does not ship the full zod; the API reads the same ones.

export const BOOKING_OFFICES = ['dearborn', 'ypsilanti', 'ann-arbor', 'remote'] as const;
export const BOOKING_SERVICES = ['individual-return', 'business-return', 'tax-problem', 'advisory', 'other'] as const;
export const APPOINTMENT_STATUSES = ['confirmed', 'cancelled', 'completed', 'no_show'] as const;
/** At most this many days per availability call. */
export const MAX_AVAILABILITY_DAYS = 62;

export const bookingOfficeSchema = z.enum(BOOKING_OFFICES).register(z.globalRegistry, { id: 'BookingOffice', description: "An office, or 'remote' (phone or video)" });
export const bookingServiceSchema = z.enum(BOOKING_SERVICES).register(z.globalRegistry, { id: 'BookingService' });
export const appointmentStatusSchema = z.enum(APPOINTMENT_STATUSES).register(z.globalRegistry, { id: 'BookingAppointmentStatus' });
export const calendarDateSchema = z.iso.date();

export type BookingOffice = z.infer<typeof bookingOfficeSchema>;
export type BookingService = z.infer<typeof bookingServiceSchema>;
export type AppointmentStatus = z.infer<typeof appointmentStatusSchema>;
