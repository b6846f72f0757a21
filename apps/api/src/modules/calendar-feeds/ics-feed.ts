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

const LOCAL = new Intl.DateTimeFormat('en-US', {
  timeZone: FEED_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** 20261201T100000: the wall-clock time in Detroit. */
export function detroitLocal(at: Date): string {
  const part = Object.fromEntries(LOCAL.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part['year']}${part['month']}${part['day']}T${part['hour']}${part['minute']}${part['second']}`;
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
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
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
