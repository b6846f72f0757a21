import Holidays from 'date-holidays';

/** A day off on the calendar, YYYY-MM-DD, with its name. */
export interface NamedDay {
  date: string;
  name: string;
}

const US = new Holidays('US');
const byYear = new Map<number, NamedDay[]>();

/**
 * The US federal holidays of a year, on the day itself (the firm keeps weekend hours, so the Friday or Monday a
 * Saturday or Sunday holiday is observed on by federal offices stays open). From the date-holidays library.
 */
export function federalHolidays(year: number): NamedDay[] {
  let days = byYear.get(year);
  if (!days) {
    days = US.getHolidays(year)
      .filter((h) => h.type === 'public' && !h.substitute)
      .map((h) => ({ date: h.date.slice(0, 10), name: h.name }));
    byYear.set(year, days);
  }
  return days;
}

/** Federal holidays from `from` through `to` (inclusive, YYYY-MM-DD). */
export function federalHolidaysBetween(from: string, to: string): NamedDay[] {
  const days: NamedDay[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    days.push(...federalHolidays(year).filter((d) => d.date >= from && d.date <= to));
  }
  return days;
}
