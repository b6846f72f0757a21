import { z } from 'zod';
import { calendarDateSchema } from '../common/calendar-date.schema';
import { COURSE_SESSION_FORMATS } from '../payments/tax-school-registration.schema';

// Staff-only shapes for the Tax School's sessions (/api/admin/course-sessions).

/** The price a session gets unless staff set another: the course fee, $149.00. */
export const DEFAULT_COURSE_SESSION_PRICE_CENTS = 14900;
export const COURSE_SESSION_STATUSES = ['open', 'closed'] as const;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM (24-hour)');

const sessionFields = {
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,20}$/, 'must be 1 to 20 letters, digits or dashes'),
  title: z.string().trim().min(1).max(200),
  format: z.enum(COURSE_SESSION_FORMATS),
  firstDay: calendarDateSchema,
  lastDay: calendarDateSchema,
  weekdays: z
    .array(z.number().int().min(1).max(7))
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'must not name a day twice')
    .meta({ description: 'ISO weekdays of the live classes (1 = Monday ... 7 = Sunday)' }),
  startTime: time.nullable().meta({ description: 'HH:MM, Michigan time; live sessions only' }),
  endTime: time.nullable(),
  seats: z.number().int().min(1).max(1000),
  priceCents: z.number().int().min(50, 'must be at least 50 cents').max(1_000_000).meta({ description: 'cents' }),
  /** The last day registrations are taken. */
  registrationDeadline: calendarDateSchema,
  joinDetails: z.string().trim().max(500).nullable().meta({ description: 'How students join: the class link or the room; the receipt names it' }),
  status: z.enum(COURSE_SESSION_STATUSES),
};

type SessionShape = {
  format?: string;
  firstDay?: string;
  lastDay?: string;
  weekdays?: number[];
  startTime?: string | null;
  endTime?: string | null;
  registrationDeadline?: string;
};

/** The rules between fields, each naming the field it refuses (also checked against the stored row on a change). */
export function courseSessionProblems(session: SessionShape): Array<{ field: string; message: string }> {
  const problems: Array<{ field: string; message: string }> = [];
  if (session.firstDay && session.lastDay && session.lastDay < session.firstDay) problems.push({ field: 'lastDay', message: 'must not be before firstDay' });
  if (session.registrationDeadline && session.lastDay && session.registrationDeadline > session.lastDay)
    problems.push({ field: 'registrationDeadline', message: 'must not be after lastDay' });
  if (session.format === 'live') {
    if (!session.weekdays?.length) problems.push({ field: 'weekdays', message: 'a live session needs at least one weekday' });
    if (!session.startTime) problems.push({ field: 'startTime', message: 'a live session needs a start time' });
    if (!session.endTime) problems.push({ field: 'endTime', message: 'a live session needs an end time' });
  }
  if (session.startTime && session.endTime && session.endTime <= session.startTime) problems.push({ field: 'endTime', message: 'must be after startTime' });
  return problems;
}

export const courseSessionCreateSchema = z
  .object({
    ...sessionFields,
    weekdays: sessionFields.weekdays.default([]),
    startTime: sessionFields.startTime.default(null),
    endTime: sessionFields.endTime.default(null),
    priceCents: sessionFields.priceCents.default(DEFAULT_COURSE_SESSION_PRICE_CENTS),
    joinDetails: sessionFields.joinDetails.default(null),
    status: sessionFields.status.default('closed'),
  })
  .strict()
  .superRefine((session, ctx) => {
    for (const problem of courseSessionProblems(session)) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  })
  .meta({ id: 'CourseSessionCreate', description: 'A new session of the Tax School course (closed until staff open it, unless status says open)' });
export type CourseSessionCreate = z.output<typeof courseSessionCreateSchema>;

export const courseSessionPatchSchema = z
  .object({
    ...Object.fromEntries(Object.entries(sessionFields).map(([key, schema]) => [key, z.optional(schema)])),
    version: z.number().int().min(1).meta({ description: 'the version the staff member saw; 409 when the session changed since' }),
  } as { [K in keyof typeof sessionFields]: z.ZodOptional<(typeof sessionFields)[K]> } & { version: z.ZodNumber })
  .strict()
  .meta({ id: 'CourseSessionPatch', description: 'A change to a session: only the fields given change' });
export type CourseSessionPatch = z.output<typeof courseSessionPatchSchema>;

export const courseSessionIdSchema = z.uuid().meta({ id: 'CourseSessionId' });

export const adminCourseSessionSchema = z
  .object({
    id: z.uuid(),
    code: z.string(),
    title: z.string(),
    format: z.enum(COURSE_SESSION_FORMATS),
    firstDay: z.iso.date(),
    lastDay: z.iso.date(),
    weekdays: z.array(z.number().int()),
    startTime: z.string().nullable(),
    endTime: z.string().nullable(),
    seats: z.number().int(),
    seatsTaken: z.number().int().meta({ description: 'registrations paid or awaiting payment' }),
    paidRegistrations: z.number().int().meta({ description: 'registrations paid and not refunded' }),
    priceCents: z.number().int(),
    registrationDeadline: z.iso.date(),
    joinDetails: z.string().nullable(),
    status: z.enum(COURSE_SESSION_STATUSES),
    version: z.number().int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminCourseSession', description: 'A session as staff see it' });
export type AdminCourseSession = z.output<typeof adminCourseSessionSchema>;

export const adminCourseSessionListSchema = z
  .object({ items: z.array(adminCourseSessionSchema) })
  .meta({ id: 'AdminCourseSessionList', description: 'Every session, the latest first day first' });
export type AdminCourseSessionList = z.output<typeof adminCourseSessionListSchema>;
