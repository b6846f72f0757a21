import { z } from 'zod';
import { DEPRECATED_NOTE } from '../common/deprecated-note';
import { assigneeFields, assigneeFilterSchema, assigneeIdSchema } from '../common/assignee.schema';
import { bookingAppointmentSchema } from '../booking/appointment.schema';
import { APPOINTMENT_STATUSES } from '../booking/booking-choices';
import { appointmentStatusSchema, bookingOfficeSchema, calendarDateSchema } from '../booking/booking-fields.schema';
import { leadLocaleSchema } from '../common/lead-locale.schema';

/** What staff record once an appointment has happened (it becomes the appointment's status). */
export const APPOINTMENT_OUTCOMES = ['completed', 'no_show'] as const;
export type AppointmentOutcome = (typeof APPOINTMENT_OUTCOMES)[number];

/** The appointment as its private link shows it, plus what only staff see. */
export const adminAppointmentSchema = z
  .object({
    ...bookingAppointmentSchema.shape,
    email: z.string(),
    phone: z.string(),
    notes: z.string().nullable(),
    internalNote: z.string().nullable(),
    ...assigneeFields,
    version: z.int(),
    createdAt: z.iso.datetime(),
    locale: leadLocaleSchema,
  })
  .meta({ id: 'BookingAdminAppointment' });

export const adminAppointmentPageSchema = z
  .object({ items: z.array(adminAppointmentSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'BookingAdminAppointmentPage' });

export const adminAppointmentQuerySchema = z
  .object({
    day: z.optional(calendarDateSchema).describe('Appointments starting on this day (America/Detroit)'),
    office: z.optional(bookingOfficeSchema),
    status: z.optional(appointmentStatusSchema),
    assignee: assigneeFilterSchema,
    limit: z.coerce.number().int().min(1).max(100).default(25),
    cursor: z.string().max(200).optional(),
  })
  .meta({ id: 'BookingAdminAppointmentQuery' });

export const adminAppointmentPatchSchema = z
  .object({
    status: z.enum(APPOINTMENT_STATUSES).exclude(['cancelled']).optional().describe('Cancel with DELETE'),
    startsAt: z.iso.datetime().optional().describe('Moves the appointment; the client gets the updated invitation'),
    note: z.string().max(5000).optional().meta(DEPRECATED_NOTE),
    assigneeId: assigneeIdSchema.optional().describe("The preparer: a staff member's user id, or null"),
    outcome: z
      .enum(APPOINTMENT_OUTCOMES)
      .optional()
      .describe('How it went: only once the appointment has started (400 naming outcome before); sets the status'),
    version: z.int().min(1),
  })
  .refine((p) => p.status !== undefined || p.startsAt !== undefined || p.note !== undefined || p.assigneeId !== undefined || p.outcome !== undefined, {
    message: 'give at least one of status, startsAt, note, assigneeId, outcome',
    path: ['status'],
  })
  .meta({ id: 'BookingAdminAppointmentPatch' });

export const closureSchema = z
  .object({ id: z.uuid(), office: bookingOfficeSchema, startsAt: z.iso.datetime(), endsAt: z.iso.datetime(), reason: z.string() })
  .meta({ id: 'BookingClosure' });

export const closureListSchema = z.array(closureSchema).meta({ id: 'BookingClosureList' });

export const closureCreateSchema = z
  .object({ office: bookingOfficeSchema, startsAt: z.iso.datetime(), endsAt: z.iso.datetime(), reason: z.string().trim().min(1).max(200) })
  .refine((c) => Date.parse(c.endsAt) > Date.parse(c.startsAt), { message: 'must be after startsAt', path: ['endsAt'] })
  .meta({ id: 'BookingClosureCreate' });

export type AdminAppointment = z.infer<typeof adminAppointmentSchema>;
export type AdminAppointmentQuery = z.infer<typeof adminAppointmentQuerySchema>;
export type AdminAppointmentPatch = z.infer<typeof adminAppointmentPatchSchema>;
export type Closure = z.infer<typeof closureSchema>;
export type ClosureCreate = z.infer<typeof closureCreateSchema>;

export const closureIdSchema = z.uuid().meta({ id: 'BookingClosureId' });
export const closureQuerySchema = z.object({ office: z.optional(bookingOfficeSchema) }).meta({ id: 'BookingClosureQuery' });
