import { FIRM_TIME_ZONE, formatLocale } from '@huron/shared/i18n';

const formats = new Map<string, Intl.DateTimeFormat>();
function format(key: string, options: Intl.DateTimeFormatOptions, tag = formatLocale()): Intl.DateTimeFormat {
  let f = formats.get(tag + key);
  if (!f) formats.set(tag + key, (f = new Intl.DateTimeFormat(tag, options)));
  return f;
}

/** The visitor's own IANA zone (the browser's), or Detroit when unknown. */
export function visitorZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || FIRM_TIME_ZONE;
  } catch {
    return FIRM_TIME_ZONE;
  }
}

/** 'Mon, Nov 24' for a calendar date (YYYY-MM-DD), as that day everywhere. */
export function dayLabel(date: string): string {
  return format('day', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

/** '10:30 AM' on the clock of `zone`. */
export function timeIn(instant: string, zone: string): string {
  return format(`time:${zone}`, { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(new Date(instant));
}

/** Short zone name at that instant: 'EST', 'PDT', 'GMT+9'. */
export function zoneName(instant: string, zone: string): string {
  return (
    format(`zone:${zone}`, { timeZoneName: 'short', timeZone: zone })
      .formatToParts(new Date(instant))
      .find((p) => p.type === 'timeZoneName')?.value ?? zone
  );
}

/** The visitor's clock for a slot, with its weekday when that differs from the Detroit day ('Tue 12:30 AM'). */
export function visitorTime(instant: string, zone: string): string {
  const detroitDay = format('wd:detroit', { weekday: 'short', timeZone: FIRM_TIME_ZONE }).format(new Date(instant));
  const localDay = format(`wd:${zone}`, { weekday: 'short', timeZone: zone }).format(new Date(instant));
  return localDay === detroitDay ? timeIn(instant, zone) : `${localDay} ${timeIn(instant, zone)}`;
}

/** Whether the visitor's clock differs from Detroit's (then times are shown in both). */
export function differsFromDetroit(zone: string, instant: string): boolean {
  return zone !== FIRM_TIME_ZONE && timeIn(instant, zone) !== timeIn(instant, FIRM_TIME_ZONE);
}

/** 'Monday, November 24 at 10:00 AM EST', the appointment as the confirmation states it. */
export function appointmentWhen(instant: string): string {
  const day = format('long', { weekday: 'long', month: 'long', day: 'numeric', timeZone: FIRM_TIME_ZONE }).format(new Date(instant));
  return `${day}, ${timeIn(instant, FIRM_TIME_ZONE)} ${zoneName(instant, FIRM_TIME_ZONE)}`;
}

/** Today in Detroit and the last day of the 62-day window the availability endpoint allows. */
export function bookingWindow(now = Date.now()): { from: string; to: string } {
  const from = format('iso', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: FIRM_TIME_ZONE }, 'en-US').format(new Date(now)); // MM/DD/YYYY
  const [m, d, y] = from.split('/');
  const start = `${y}-${m}-${d}`;
  const end = new Date(Date.parse(`${start}T00:00:00Z`) + 61 * 86_400_000).toISOString().slice(0, 10);
  return { from: start, to: end };
}
