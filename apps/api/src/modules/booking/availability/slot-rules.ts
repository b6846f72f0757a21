import type { WeeklyHours } from './weekly-hours';

/** What decides the bookable times of one office (or of remote appointments). */
export interface SlotRules {
  /** IANA zone of the office's wall clock, e.g. America/Detroit. */
  zone: string;
  hours: WeeklyHours;
  durationMinutes: number;
  /** Earliest start, counted from now. */
  noticeMinutes: number;
  /** Latest start, counted from now. */
  horizonDays: number;
  /** How many appointments can start at the same time. */
  capacity: number;
}

/** A time the office is closed (a holiday, part of a day), as UTC epoch milliseconds, end exclusive. */
export interface ClosedPeriod {
  startsAt: number;
  endsAt: number;
}
