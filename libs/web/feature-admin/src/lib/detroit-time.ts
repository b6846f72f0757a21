import { FIRM_TIME_ZONE } from '@huron/shared/i18n';

/** Minutes that Detroit's wall clock is ahead of UTC at `instant` (negative: -300 in winter, -240 in summer). */
function offsetMinutes(instant: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: FIRM_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(+parts['year']!, +parts['month']! - 1, +parts['day']!, +parts['hour']!, +parts['minute']!);
  return Math.round((wall - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** `YYYY-MM-DDTHH:mm` read as Detroit wall-clock time (what staff type), as an ISO instant; null if not a time. */
export function detroitLocalToIso(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // The offset at the guess, then again at the corrected instant (right across a DST change).
  let instant = asUtc - offsetMinutes(new Date(asUtc)) * 60_000;
  instant = asUtc - offsetMinutes(new Date(instant)) * 60_000;
  return new Date(instant).toISOString();
}

/** An ISO instant as Detroit wall-clock `YYYY-MM-DDTHH:mm` (the value of a datetime-local input). */
export function isoToDetroitLocal(iso: string): string {
  const instant = new Date(iso);
  return new Date(instant.getTime() + offsetMinutes(instant) * 60_000).toISOString().slice(0, 16);
}

/** Dollars as typed ('35', '35.00', '$1,234.5') to integer cents; null when it is not an amount. */
export function dollarsToCents(typed: string): number | null {
  const plain = typed.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  return Math.round(Number(plain) * 100);
}

/** Today in Detroit as `YYYY-MM-DD`, and the Monday that starts its week (the overview's "this week"). */
export function detroitToday(now = new Date()): { today: string; monday: string } {
  const today = isoToDetroitLocal(now.toISOString()).slice(0, 10);
  const noon = new Date(`${today}T12:00:00Z`);
  const back = (noon.getUTCDay() + 6) % 7;
  return { today, monday: new Date(noon.getTime() - back * 86_400_000).toISOString().slice(0, 10) };
}
