import type { ClosedPeriod, SlotRules } from './slot-rules';
import { addDays, daysBetween, weekdayOf, zonedDate, zonedToEpoch } from './zoned-time';

export interface FreeSlot {
  /** UTC epoch milliseconds. */
  startsAt: number;
  /** Places left at this time (capacity minus bookings). */
  remaining: number;
}

export interface DaySlots {
  /** YYYY-MM-DD in the office's zone. */
  date: string;
  slots: FreeSlot[];
}

export interface SlotQuery {
  /** First and last day (YYYY-MM-DD, the office's zone), inclusive. */
  from: string;
  to: string;
  now: number;
  closures: readonly ClosedPeriod[];
  /** Bookings per start time (UTC epoch ms). */
  booked: ReadonlyMap<number, number>;
}

/** Every day from `from` to `to` with its free start times; a day without any keeps an empty list. */
export function freeSlots(rules: SlotRules, query: SlotQuery): DaySlots[] {
  const days: DaySlots[] = [];
  const earliest = query.now + rules.noticeMinutes * 60_000;
  const latest = query.now + rules.horizonDays * 86_400_000;
  const length = rules.durationMinutes * 60_000;
  const count = daysBetween(query.from, query.to);
  for (let i = 0; i <= count; i++) {
    const date = addDays(query.from, i);
    const slots: FreeSlot[] = [];
    const open = rules.hours[weekdayOf(date)];
    if (open) {
      const startOf = startTimesOf(rules.zone, date, open.opens, open.closes);
      for (let minute = open.opens; minute + rules.durationMinutes <= open.closes; minute += rules.durationMinutes) {
        const startsAt = startOf(minute);
        if (startsAt < earliest || startsAt > latest) continue;
        if (overlapsClosure(startsAt, startsAt + length, query.closures)) continue;
        const remaining = rules.capacity - (query.booked.get(startsAt) ?? 0);
        if (remaining > 0) slots.push({ startsAt, remaining });
      }
    }
    days.push({ date, slots });
  }
  return days;
}

/** Whether `startsAt` is one of the rules' start times on its day, closures and bookings aside. */
export function isBookableStart(rules: SlotRules, startsAt: number, now: number, closures: readonly ClosedPeriod[]): boolean {
  const day = freeSlots(rules, { from: zonedDate(rules.zone, startsAt), to: zonedDate(rules.zone, startsAt), now, closures, booked: new Map() });
  return day.some((d) => d.slots.some((s) => s.startsAt === startsAt));
}

/**
 * Start instants of one opening: when the offset is the same at opening and closing (no DST change inside the
 * hours, the usual case since changes happen at 2am), the instants are evenly spaced and need no zone lookup each.
 */
function startTimesOf(zone: string, date: string, opens: number, closes: number): (minute: number) => number {
  const openAt = zonedToEpoch(zone, date, opens);
  const closeAt = zonedToEpoch(zone, date, closes);
  if (closeAt - openAt === (closes - opens) * 60_000) return (minute) => openAt + (minute - opens) * 60_000;
  return (minute) => zonedToEpoch(zone, date, minute);
}

function overlapsClosure(start: number, end: number, closures: readonly ClosedPeriod[]): boolean {
  for (const c of closures) if (start < c.endsAt && c.startsAt < end) return true;
  return false;
}
