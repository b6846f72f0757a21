/**
 * A subscribable iCalendar (RFC 5545) document with times in America/Detroit. Written here rather than with the `ics`
 * package (used for the clients' invitations, in UTC) because that package cannot write TZID times or a VTIMEZONE,
 * which Outlook needs to show the firm's local times and Google uses for the calendar's zone.
 */

export const FEED_ZONE = 'America/Detroit';

export interface FeedEvent {
  uid: string;
  sequence: number;
  status: 'CONFIRMED' | 'CANCELLED';
  start: Date;
  end: Date;
  /** When the event last changed: DTSTAMP and LAST-MODIFIED. */
  stamp: Date;
  summary: string;
  description: string;
  location: string;
  url?: string;
}

export interface FeedCalendar {
  productId: string;
  name: string;
  events: FeedEvent[];
}

/** US Eastern rules since 2007: both Google and Outlook read these as America/Detroit. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${FEED_ZONE}`,
  `X-LIC-LOCATION:${FEED_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** The day of month of the `nth` Sunday of a month (UTC calendar arithmetic). */
function nthSunday(year: number, month: number, nth: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + (nth - 1) * 7;
}

/**
 * Detroit's offset from UTC in minutes, by the same rules as the VTIMEZONE above (daylight time from 2:00 on the second
 * Sunday of March to 2:00 on the first Sunday of November), so every DTSTART agrees with the zone it names. Computed,
 * not looked up: a feed of 5,000 appointments needed 10,000 Intl calls before.
 */
export function detroitOffsetMinutes(at: Date): number {
  const t = at.getTime();
  const year = at.getUTCFullYear();
  const daylightFrom = Date.UTC(year, 2, nthSunday(year, 2, 2), 7); // 2:00 EST
  const daylightUntil = Date.UTC(year, 10, nthSunday(year, 10, 1), 6); // 2:00 EDT
  return t >= daylightFrom && t < daylightUntil ? -240 : -300;
}

/** 20261201T100000: the wall-clock time in Detroit. */
export function detroitLocal(at: Date): string {
  const local = new Date(at.getTime() + detroitOffsetMinutes(at) * 60_000);
  return local.toISOString().slice(0, 19).replace(/[-:]/g, '');
}

/** 20261201T150000Z */
export const utcStamp = (at: Date): string =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT value escaping (RFC 5545 3.3.11); control characters other than line breaks dropped. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\n/g, '\\n')
  );
}

/** Folds a content line at 75 octets without splitting a UTF-8 character (RFC 5545 3.1). */
export function fold(line: string): string {
  const octets = Buffer.byteLength(line);
  if (octets <= 75) return line;
  if (octets === line.length) {
    // ASCII: one octet per character.
    const parts = [line.slice(0, 75)];
    for (let at = 75; at < line.length; at += 74) parts.push(line.slice(at, at + 74));
    return parts.join('\r\n ');
  }
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const width = Buffer.byteLength(char);
    if (size + width > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += width;
  }
  out.push(current);
  return out.join('\r\n ');
}

function eventLines(e: FeedEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${utcStamp(e.stamp)}`,
    `LAST-MODIFIED:${utcStamp(e.stamp)}`,
    `DTSTART;TZID=${FEED_ZONE}:${detroitLocal(e.start)}`,
    `DTEND;TZID=${FEED_ZONE}:${detroitLocal(e.end)}`,
    `STATUS:${e.status}`,
    `SUMMARY:${escapeText(e.status === 'CANCELLED' ? `Cancelled: ${e.summary}` : e.summary)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    `LOCATION:${escapeText(e.location)}`,
    ...(e.url ? [`URL:${e.url}`] : []),
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** The whole document, CRLF line ends, folded lines. */
export function buildFeed(calendar: FeedCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${FEED_ZONE}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT15M',
    'X-PUBLISHED-TTL:PT15M',
    ...VTIMEZONE,
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
