import { z } from 'zod';
import { assigneeFields } from '../common/assignee.schema';
import { appointmentStatusSchema, bookingOfficeSchema, bookingServiceSchema, calendarDateSchema } from '../booking/booking-fields.schema';

/** The longest range the calendar answers, in days (from and to inclusive). */
export const CALENDAR_MAX_DAYS = 31;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
/** Days between from and to, when both are there and valid (a malformed one is reported on its own field). */
const span = (q: { from?: string; to?: string }) => (q.from && q.to ? dayNumber(q.to) - dayNumber(q.from) : 0);

export const calendarQuerySchema = z
  .object({
    from: z.optional(calendarDateSchema),
    to: z.optional(calendarDateSchema),
    office: z.optional(bookingOfficeSchema),
    staff: z
      .union([z.literal('me'), z.literal('none'), z.uuid()])
      .optional()
      .describe("The preparer: `me`, a staff member's user id, or `none` for appointments with no preparer"),
  })
  .refine((q) => !(span(q) < 0), { message: 'must not be before from', path: ['to'] })
  .refine((q) => !(span(q) >= CALENDAR_MAX_DAYS), {
    message: `must be at most ${CALENDAR_MAX_DAYS} days after from`,
    path: ['to'],
  })
  .meta({
    id: 'CalendarQuery',
    description: `from and to are days in America/Detroit, both inclusive, at most ${CALENDAR_MAX_DAYS} days (else 400 naming to); without them, the week (7 days) from today or up to to`,
  });

export const calendarAppointmentSchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    office: bookingOfficeSchema,
    service: bookingServiceSchema,
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    name: z.string(),
    status: appointmentStatusSchema,
    ...assigneeFields,
  })
  .meta({ id: 'CalendarAppointment' });

export const calendarSchema = z
  .object({ from: calendarDateSchema, to: calendarDateSchema, items: z.array(calendarAppointmentSchema).describe('In start order; cancelled ones left out') })
  .meta({ id: 'Calendar', description: 'Appointments in the range, by office and preparer' });

export type CalendarQuery = z.infer<typeof calendarQuerySchema>;
export type CalendarAppointment = z.infer<typeof calendarAppointmentSchema>;
export type Calendar = z.infer<typeof calendarSchema>;
