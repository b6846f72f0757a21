import { FIRM_TIME_ZONE } from '@huron/shared/i18n';

/** Calendar days as `YYYY-MM-DD` (the firm's days, in Detroit), for the calendar's day and week views. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const isDay = (value: string | null): value is string => value !== null && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** Today in Detroit. */
export function detroitToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: FIRM_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday of the day's week. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The day an instant falls on in Detroit. */
export const detroitDayOf = (iso: string) => detroitToday(new Date(iso));
