import { z } from 'zod/mini';

/** The first and last day any date parameter accepts: past both ends, dates stop being useful and some break. */
export const EARLIEST_CALENDAR_DATE = '1900-01-01';
export const LATEST_CALENDAR_DATE = '2999-12-31';

/**
 * A real calendar day, YYYY-MM-DD (2026-02-30 and 2026-13-45 are refused), from 1900 to 2999: PostgreSQL has no year
 * 0000 and a JavaScript Date cannot hold the day after 9999-12-31, so wider dates would fail in the server instead.
 * zod/mini, so the booking page can use it without shipping the full zod.
 */
export const calendarDateSchema = z.iso.date('must be a real date YYYY-MM-DD').check(
  // Only for a well-formed day: 'yesterday' gets one message, the format's.
  z.refine((day) => !/^\d{4}-\d{2}-\d{2}$/.test(day) || (day >= EARLIEST_CALENDAR_DATE && day <= LATEST_CALENDAR_DATE), {
    message: `must be between ${EARLIEST_CALENDAR_DATE} and ${LATEST_CALENDAR_DATE}`,
  }),
);
