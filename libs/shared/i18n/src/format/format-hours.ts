import { currentLocale, type Locale } from '../locale/locale';
import { dateFormat } from './format';

// Its own module: the footer and office cards show hours; in the English bundle it folds to the rows' own labels.

/** A row of opening hours: schema.org day names (consecutive, Monday first), 24-hour "HH:MM" times, the English label. */
export interface HoursRow {
  days: readonly string[];
  opens: string;
  closes: string;
  /** 'Mon-Fri 10am-7pm', as libs/shared/content openingHoursOf writes it (and the API serves it). */
  label: string;
}

/**
 * The language of a web bundle, fixed by the build's `define` (each browser and server-render bundle is one language's,
 * so it is the page's and comes first); undefined in the API and tests, which pass `locale` or set the current one. In
 * the English bundle the tests below fold to constants and the Intl branch is left out of the page.
 */
const bundleLocale = (globalThis as { __PARAGLIDE_STATIC_LOCALE__?: Locale }).__PARAGLIDE_STATIC_LOCALE__;

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** Noon UTC on a day of the first week of 2024, which began on a Monday: a weekday to format by its name. */
const weekdayDate = (name: string) => new Date(Date.UTC(2024, 0, 1 + Math.max(0, WEEKDAYS.indexOf(name)), 12));
/** '17:30' on that Monday in UTC, formatted in UTC: the office's clock reads as staff set it, wherever the page renders. */
const clockDate = (hhmm: string) => {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(2024, 0, 1, hours, minutes));
};

/**
 * V8 writes plain spaces in what `format` returns but Node's ICU thin and narrow no-break ones in `formatRange`, where
 * Chromium writes plain spaces: the prerendered HTML and the hydrated page must read the same.
 */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

/**
 * A row of opening hours as people read it in `locale` (the page's by default), as [days, hours] for a table: English
 * keeps the site's own label (['Mon-Fri', '10am-7pm']); Spanish ['lun – vie', '10 a.m. – 7 p.m.'], Arabic
 * ['الاثنين – الجمعة', '10 ص – 7 م'] (Intl: es-US, ar with Latin digits). Structured data keeps schema.org's day names
 * and times from the same row.
 */
export function openingHoursParts(row: HoursRow, locale?: Locale): [days: string, hours: string] {
  if ((bundleLocale ?? locale ?? currentLocale()) === 'en') {
    const at = row.label.lastIndexOf(' ');
    return [row.label.slice(0, at), row.label.slice(at + 1)];
  }
  const first = row.days[0] ?? '';
  const last = row.days.at(-1) ?? first;
  const weekdays = dateFormat({ weekday: 'short', timeZone: 'UTC' }, locale);
  const days = row.days.length > 1 ? weekdays.formatRange(weekdayDate(first), weekdayDate(last)) : weekdays.format(weekdayDate(first));
  const withMinutes = [row.opens, row.closes].some((time) => !time.endsWith(':00'));
  const clock = dateFormat({ hour: 'numeric', ...(withMinutes ? { minute: '2-digit' } : {}), timeZone: 'UTC' }, locale);
  return [plainSpaces(days), plainSpaces(clock.formatRange(clockDate(row.opens), clockDate(row.closes)))];
}

/** The same as one line: 'Mon-Fri 10am-7pm', 'lun – vie 10 a.m. – 7 p.m.'. */
export function formatOpeningHours(row: HoursRow, locale?: Locale): string {
  if ((bundleLocale ?? locale ?? currentLocale()) === 'en') return row.label;
  return openingHoursParts(row, locale).join(' ');
}

/** An office's week, row after row, as the footer and office cards show it: 'Mon-Fri 10am-7pm, Sat 10am-5pm' (Arabic with its own comma). */
export function formatWeekHours(rows: readonly HoursRow[], locale?: Locale): string {
  const language = bundleLocale ?? locale ?? currentLocale();
  if (language === 'en') return rows.map((row) => row.label).join(', ');
  return rows.map((row) => formatOpeningHours(row, language)).join(language === 'ar' ? '، ' : ', ');
}
