import { z } from 'zod/mini';
import { MAX_AVAILABILITY_DAYS } from './booking-choices';
import { bookingOfficeSchema, bookingServiceSchema, calendarDateSchema } from './booking-fields.schema';

const DAY_MS = 86_400_000;
const day = (description: string) => calendarDateSchema.check(z.describe(description));

export const bookingAvailabilityQuerySchema = z
  .object({
    office: bookingOfficeSchema,
    service: z.optional(bookingServiceSchema),
    from: day("First day, YYYY-MM-DD in the office's zone"),
    to: day(`Last day (inclusive); at most ${MAX_AVAILABILITY_DAYS} days after from`),
  })
  .check(
    z.superRefine((q, ctx) => {
      const span = (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS;
      if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from', input: q.to });
      else if (span >= MAX_AVAILABILITY_DAYS)
        ctx.addIssue({ code: 'custom', path: ['to'], message: `must be within ${MAX_AVAILABILITY_DAYS} days of from`, input: q.to });
    }),
  )
  .register(z.globalRegistry, { id: 'BookingAvailabilityQuery' });

export const bookingTimeSchema = z
  .object({ startsAt: z.iso.datetime(), remaining: z.int().check(z.gte(1), z.describe('Places left at this time')) })
  .register(z.globalRegistry, { id: 'BookingTime' });

export const bookingDaySchema = z
  .object({ date: calendarDateSchema, times: z.array(bookingTimeSchema).check(z.describe('Empty when the day has no free time')) })
  .register(z.globalRegistry, { id: 'BookingDay' });

export const bookingAvailabilitySchema = z
  .object({
    office: bookingOfficeSchema,
    zone: z.string().check(z.describe('IANA time zone of the dates, e.g. America/Detroit')),
    durationMinutes: z.int(),
    days: z.array(bookingDaySchema),
  })
  .register(z.globalRegistry, { id: 'BookingAvailability' });

export type BookingAvailabilityQuery = z.infer<typeof bookingAvailabilityQuerySchema>;
export type BookingAvailability = z.infer<typeof bookingAvailabilitySchema>;
export type BookingDay = z.infer<typeof bookingDaySchema>;
