import { dateFormat, FIRM_TIME_ZONE, toInstant } from './format';

// Its own module, so only the pages that show times without dates (the back office's calendar) ship it.

/** '10:30 AM EST': the time of an instant in Detroit, with the zone (a day's schedule, under a heading naming the day). */
export function formatTime(value: Date | string | number): string {
  return dateFormat({ hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone: FIRM_TIME_ZONE }).format(toInstant(value));
}
