import { z } from 'zod';
import { OFFICES } from '../common/office.schema';

/** POST /api/admin/calendar-feeds: the offices whose appointments the feed carries. */
export const calendarFeedCreateSchema = z
  .strictObject({
    offices: z
      .array(z.enum(OFFICES))
      .min(1)
      .max(OFFICES.length)
      .refine((list) => new Set(list).size === list.length, { message: 'must not name an office twice' })
      .describe("The offices whose appointments the feed shows ('remote' for phone and video appointments)"),
  })
  .meta({ id: 'CalendarFeedCreate' });

export const calendarFeedSchema = z
  .object({
    id: z.uuid(),
    offices: z.array(z.enum(OFFICES)),
    createdAt: z.iso.datetime(),
    lastReadAt: z.iso.datetime().nullable().describe('When a calendar last fetched the feed'),
  })
  .meta({ id: 'CalendarFeed', description: "One of the signed-in staff member's private calendar feeds (the address is shown only once)" });

export const createdCalendarFeedSchema = calendarFeedSchema
  .extend({ url: z.url().describe('The private feed address: subscribe to it from Google Calendar or Outlook; keep it secret') })
  .meta({ id: 'CreatedCalendarFeed' });

export const calendarFeedListSchema = z.array(calendarFeedSchema).meta({ id: 'CalendarFeedList' });
export const calendarFeedIdSchema = z.uuid().meta({ id: 'CalendarFeedId' });

export type CalendarFeedCreate = z.infer<typeof calendarFeedCreateSchema>;
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export type CreatedCalendarFeed = z.infer<typeof createdCalendarFeedSchema>;

/** The secret part of a feed address (/api/calendar/{token}.ics): 43 base64url characters. */
export const calendarFeedTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/)
  .meta({ id: 'CalendarFeedToken', description: 'The secret of a staff calendar feed address' });

export const calendarFeedDocumentSchema = z.string().meta({ id: 'CalendarFeedDocument', description: 'An iCalendar (RFC 5545) document' });
