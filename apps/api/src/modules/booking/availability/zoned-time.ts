/**
 * Wall-clock time in an IANA zone <-> UTC instants, with Intl only (no dependency). DST-safe: the offset is
 * taken at the instant itself, and a wall time that does not exist (the spring-forward hour) maps forward.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Minutes to add to UTC to get the zone's wall clock at `epochMs` (America/Detroit: -300 or -240). */
export function zoneOffsetMinutes(zone: string, epochMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(parts['year']!, parts['month']! - 1, parts['day']!, parts['hour']!, parts['minute']!, parts['second']!);
  return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

/** The UTC instant of `date` (YYYY-MM-DD) at `minuteOfDay` on the zone's wall clock. */
export function zonedToEpoch(zone: string, date: string, minuteOfDay: number): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d) + minuteOfDay * 60_000;
  const first = wall - zoneOffsetMinutes(zone, wall) * 60_000;
  const second = wall - zoneOffsetMinutes(zone, first) * 60_000;
  return second;
}

/** The zone's calendar date (YYYY-MM-DD) at `epochMs`. */
export function zonedDate(zone: string, epochMs: number): string {
  return new Date(epochMs + zoneOffsetMinutes(zone, epochMs) * 60_000).toISOString().slice(0, 10);
}

/** Calendar arithmetic on YYYY-MM-DD strings (no zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday, of a calendar date. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
