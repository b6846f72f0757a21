import { z } from 'zod';
import { bookingOfficeSchema, bookingServiceSchema, calendarDateSchema, MAX_AVAILABILITY_DAYS } from './booking-fields.schema';

const DAY_MS = 86_400_000;

export const bookingAvailabilityQuerySchema = z
  .object({
    office: bookingOfficeSchema,
    service: bookingServiceSchema.optional(),
    from: calendarDateSchema.describe("First day, YYYY-MM-DD in the office's zone"),
    to: calendarDateSchema.describe(`Last day (inclusive); at most ${MAX_AVAILABILITY_DAYS} days after from`),
  })
  .superRefine((q, ctx) => {
    const span = (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS;
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    else if (span >= MAX_AVAILABILITY_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `must be within ${MAX_AVAILABILITY_DAYS} days of from` });
  })
  .meta({ id: 'BookingAvailabilityQuery' });

export const bookingTimeSchema = z
  .object({ startsAt: z.iso.datetime(), remaining: z.int().min(1).describe('Places left at this time') })
  .meta({ id: 'BookingTime' });

export const bookingDaySchema = z
  .object({ date: calendarDateSchema, times: z.array(bookingTimeSchema).describe('Empty when the day has no free time') })
  .meta({ id: 'BookingDay' });

export const bookingAvailabilitySchema = z
  .object({
    office: bookingOfficeSchema,
    zone: z.string().describe('IANA time zone of the dates, e.g. America/Detroit'),
    durationMinutes: z.int(),
    days: z.array(bookingDaySchema),
  })
  .meta({ id: 'BookingAvailability' });

export type BookingAvailabilityQuery = z.infer<typeof bookingAvailabilityQuerySchema>;
export type BookingAvailability = z.infer<typeof bookingAvailabilitySchema>;
export type BookingDay = z.infer<typeof bookingDaySchema>;
