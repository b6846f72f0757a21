import { z } from 'zod';
import { bookingOfficeSchema } from '../booking/booking-fields.schema';
import { calendarDateSchema } from '../common/calendar-date.schema';

// Weekly hours and holidays per office (or for remote appointments), edited in /admin. They drive booking
// availability, the office pages, the footer and LocalBusiness openingHoursSpecification.

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
/** How far ahead the hours resource lists holidays. */
export const HOLIDAY_WINDOW_DAYS = 366;
export const OFFICE_HOLIDAYS_MAX = 100;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM (24-hour clock)');

export const weekdaySchema = z.enum(WEEKDAYS).meta({ id: 'Weekday' });

export const openingPeriodSchema = z
  .object({ day: weekdaySchema, opens: clockTime, closes: clockTime })
  .meta({ id: 'OpeningPeriod', description: 'One weekday the office is open, Michigan time; a weekday not listed is closed' });

export const openingPeriodViewSchema = z
  .object({ day: weekdaySchema, opens: z.string(), closes: z.string() })
  .meta({ id: 'OpeningPeriodView', description: 'One weekday the office is open, from `opens` to `closes` (HH:MM, Michigan time)' });

export const officeHolidaySchema = z
  .object({
    date: calendarDateSchema,
    name: z.string().trim().min(1).max(100),
    closed: z.boolean().describe('true: no times are offered that day; false: open as usual despite the holiday'),
  })
  .meta({ id: 'OfficeHoliday' });

export const officeHolidayViewSchema = officeHolidaySchema
  .extend({ source: z.enum(['federal', 'office']).describe('`federal`: a US federal holiday (the default); `office`: set for this office') })
  .meta({ id: 'OfficeHolidayView' });

export const officeHoursSchema = z
  .object({
    office: bookingOfficeSchema,
    week: z.array(openingPeriodViewSchema),
    holidays: z.array(officeHolidayViewSchema).describe('Holidays from today through the next year: US federal holidays unless this office set otherwise'),
    version: z.int(),
    updatedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'OfficeHours', description: "An office's weekly hours and holidays, with the version to send back when changing them" });

/** Rules across entries: one period per weekday, opening before closing, one setting per holiday date. */
export function officeHoursIssues(body: { week: { day: string; opens: string; closes: string }[]; holidays?: { date: string }[] }) {
  const issues: { field: string; message: string }[] = [];
  const seen = new Set<string>();
  body.week.forEach((p, i) => {
    if (seen.has(p.day)) issues.push({ field: `week.${i}.day`, message: `${p.day} is listed twice` });
    seen.add(p.day);
    if (p.opens >= p.closes) issues.push({ field: `week.${i}.closes`, message: 'must be after opens' });
  });
  const dates = new Set<string>();
  body.holidays?.forEach((h, i) => {
    if (dates.has(h.date)) issues.push({ field: `holidays.${i}.date`, message: `${h.date} is listed twice` });
    dates.add(h.date);
  });
  return issues;
}

export const officeHoursUpdateSchema = z
  .object({
    version: z.int().min(0).describe('The version the staff member saw (0 before the first change); 409 when someone changed the hours since'),
    week: z.array(openingPeriodSchema).max(7),
    holidays: z
      .array(officeHolidaySchema)
      .max(OFFICE_HOLIDAYS_MAX)
      .optional()
      .describe("This office's holiday settings (replacing its earlier ones): a federal holiday kept open, or an extra day closed. Omit to keep them."),
  })
  .strict()
  .superRefine((body, ctx) => {
    for (const issue of officeHoursIssues(body))
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.field.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k)) });
  })
  .meta({ id: 'OfficeHoursUpdate', description: 'New weekly hours (and optionally holiday settings) for an office, at the version the staff member saw' });

export type Weekday = z.infer<typeof weekdaySchema>;
export type OpeningPeriod = z.infer<typeof openingPeriodSchema>;
export type OfficeHoliday = z.infer<typeof officeHolidaySchema>;
export type OfficeHolidayView = z.infer<typeof officeHolidayViewSchema>;
export type OfficeHours = z.infer<typeof officeHoursSchema>;
export type OfficeHoursUpdate = z.infer<typeof officeHoursUpdateSchema>;
