import type { OpeningHours } from './types';

/** One weekday an office is open, as staff set it in /admin (`{ day: 'monday', opens: '10:00', closes: '19:00' }`). */
export interface WeekPeriod {
  day: string;
  opens: string;
  closes: string;
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** "10:00" -> "10am", "17:30" -> "5:30pm" */
function clock(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, '0')}` : ''}${h < 12 ? 'am' : 'pm'}`;
}

/**
 * The office pages' table from a week: consecutive days (Monday first) with the same times share a row, labelled as
 * people read it ('Mon-Fri 10am-7pm'). The same function makes the build's table and the live one, so they match.
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
  for (const row of rows) {
    const first = row.days[0]!.slice(0, 3);
    const days = row.days.length === 1 ? first : `${first}-${row.days.at(-1)!.slice(0, 3)}`;
    row.label = `${days} ${clock(row.opens)}-${clock(row.closes)}`;
  }
  return rows;
}
