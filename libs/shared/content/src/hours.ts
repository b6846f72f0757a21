import { formatOpeningHours } from '@huron/shared/i18n/format';
import type { OpeningHours } from './types';

/** One weekday an office is open, as staff set it in /admin (`{ day: 'monday', opens: '10:00', closes: '19:00' }`). */
export interface WeekPeriod {
  day: string;
  opens: string;
  closes: string;
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The office pages' table from a week: consecutive days (Monday first) with the same times share a row, labelled as
 * people read it in English ('Mon-Fri 10am-7pm'). The same function makes the build's table and the live one, so they match.
 */
export function openingHoursOf(week: readonly WeekPeriod[]): OpeningHours[] {
  const rows: OpeningHours[] = [];
  let previous = -2;
  for (const [index, name] of DAYS.entries()) {
    const period = week.find((p) => p.day.toLowerCase() === name.toLowerCase());
    if (!period) continue;
    const last = rows.at(-1);
    if (last && previous === index - 1 && last.opens === period.opens && last.closes === period.closes) last.days.push(name);
    else rows.push({ days: [name], opens: period.opens, closes: period.closes, label: '' });
    previous = index;
  }
  // `label` stays English (the API's answer and the back office); a page shows `formatOpeningHours(row)` in its language.
  for (const row of rows) row.label = formatOpeningHours(row, 'en');
  return rows;
}
