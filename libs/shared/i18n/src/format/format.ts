// The one place that turns dates, money and numbers into text, so every page reads the same and a second locale
// changes one constant. Each language formats in its own way (LOCALE_TAGS: en-US, es-US, ar with Latin digits); a
// function formats in the page's language unless given one (a mail, in its reader's). The firm works in Michigan: times are shown in America/Detroit wherever the reader is,
// and the server's prerender and the browser's hydration produce the same text.

import { currentLocale, LOCALE_TAGS, type Locale } from '../locale/locale';

/** The English tag; `formatLocale()` is the current page's. */
export const FORMAT_LOCALE = 'en-US';
/** The BCP 47 tag to format in for `locale` (the current one by default). */
export const formatLocale = (locale: Locale = currentLocale()): string => LOCALE_TAGS[locale] ?? FORMAT_LOCALE;
export const FIRM_TIME_ZONE = 'America/Detroit';

export type DateStyle = 'full' | 'long' | 'medium' | 'short';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/** A cached Intl.DateTimeFormat in `locale`, the page's by default (format-time.ts shares it). */
export function dateFormat(options: Intl.DateTimeFormatOptions, locale?: Locale): Intl.DateTimeFormat {
  const tag = formatLocale(locale);
  const key = `d${tag}${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(tag, options)));
  return format;
}

function numberFormat(options: Intl.NumberFormatOptions, locale?: Locale): Intl.NumberFormat {
  const tag = formatLocale(locale);
  const key = `n${tag}${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.NumberFormat(tag, options)));
  return format;
}

export function toInstant(value: Date | string | number): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`formatDate: not a date: ${String(value)}`);
  return date;
}

/**
 * 'January 9, 2026'. A calendar date ('2026-01-09', as course and deadline dates are written) is shown as that
 * day everywhere; an instant (a Date, or an ISO timestamp) is shown as the day it is in Detroit.
 */
export function formatDate(value: Date | string | number, style: DateStyle = 'long', locale?: Locale): string {
  const calendar = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  if (calendar) {
    const [, year, month, day] = calendar.map(Number) as [number, number, number, number];
    return dateFormat({ dateStyle: style, timeZone: 'UTC' }, locale).format(new Date(Date.UTC(year, month - 1, day)));
  }
  return dateFormat({ dateStyle: style, timeZone: FIRM_TIME_ZONE }, locale).format(toInstant(value));
}

/**
 * 'Mar 8, 2026, 3:30 AM EDT' ('medium'), or 'Sunday, March 8, 2026 at 3:30 AM EDT' ('full', for an appointment): an
 * instant in Detroit time, with the zone, so a reader elsewhere is not misled.
 */
export function formatDateTime(value: Date | string | number, style: 'medium' | 'full' = 'medium', locale?: Locale): string {
  return dateFormat(
    {
      ...(style === 'full' ? { weekday: 'long', month: 'long' } : { month: 'short' }),
      year: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone: FIRM_TIME_ZONE,
    },
    locale,
  ).format(toInstant(value));
}

/** Integer cents to dollars as people read them: 123450 -> '$1,234.50'. */
export function formatMoney(cents: number, locale?: Locale): string {
  if (!Number.isInteger(cents)) throw new RangeError(`formatMoney: cents must be a whole number, got ${cents}`);
  return numberFormat({ style: 'currency', currency: 'USD' }, locale).format(cents / 100);
}

/** 12345.6 -> '12,345.6'; options as Intl.NumberFormat's (e.g. { maximumFractionDigits: 0 }). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}, locale?: Locale): string {
  return numberFormat(options, locale).format(value);
}

/** ['PDF', 'DOC', 'DOCX'] -> 'PDF, DOC, or DOCX': choices as a sentence says them. */
export function formatAlternatives(items: readonly string[], locale?: Locale): string {
  return new Intl.ListFormat(formatLocale(locale), { type: 'disjunction' }).format(items);
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** Noon UTC on a day of the first week of 2024, which began on a Monday: a weekday to format by its name. */
const weekdayDate = (name: string) => new Date(Date.UTC(2024, 0, 1 + Math.max(0, WEEKDAYS.indexOf(name)), 12));
/** '10:00' on that day in UTC (formatted in UTC, so the clock reads as written wherever the page is rendered). */
const clockDate = (hhmm: string) => {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(2024, 0, 1, hours, minutes));
};

/** "10:00" -> "10am", "17:30" -> "5:30pm": the English site's own short style. */
function englishClock(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, '0')}` : ''}${h < 12 ? 'am' : 'pm'}`;
}

/** A row of opening hours: schema.org day names (consecutive, Monday first) and 24-hour "HH:MM" times. */
export interface HoursRow {
  days: readonly string[];
  opens: string;
  closes: string;
}

/**
 * A row of opening hours as people read it in `locale` (the page's by default): 'Mon-Fri 10am-7pm' in English,
 * 'lun – vie 10 a.m. – 7 p.m.' in Spanish, 'الاثنين – الجمعة 10 ص – 7 م' in Arabic. The clock is the office's own
 * (Detroit), written as set; structured data keeps schema.org's form from the same row.
 */
export function formatOpeningHours(row: HoursRow, locale?: Locale): string {
  const first = row.days[0] ?? '';
  const last = row.days.at(-1) ?? first;
  if ((locale ?? currentLocale()) === 'en') {
    const days = row.days.length > 1 ? `${first.slice(0, 3)}-${last.slice(0, 3)}` : first.slice(0, 3);
    return `${days} ${englishClock(row.opens)}-${englishClock(row.closes)}`;
  }
  const weekdays = dateFormat({ weekday: 'short', timeZone: 'UTC' }, locale);
  const days = row.days.length > 1 ? weekdays.formatRange(weekdayDate(first), weekdayDate(last)) : weekdays.format(weekdayDate(first));
  const withMinutes = [row.opens, row.closes].some((time) => !time.endsWith(':00'));
  const clock = dateFormat({ hour: 'numeric', ...(withMinutes ? { minute: '2-digit' } : {}), timeZone: 'UTC' }, locale);
  return `${days} ${clock.formatRange(clockDate(row.opens), clockDate(row.closes))}`;
}

/** '2027-04-15' -> 'April 15' ('15 de abril', '15 أبريل'): a calendar date without its year. */
export function formatMonthDay(date: string, locale?: Locale): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return dateFormat({ month: 'long', day: 'numeric', timeZone: 'UTC' }, locale).format(new Date(Date.UTC(year, month - 1, day)));
}

/** ['a', 'b', 'c'] -> 'a, b, and c' ('a, b y c', 'a وb وc'): items as a sentence lists them. */
export function formatList(items: readonly string[], locale?: Locale): string {
  return new Intl.ListFormat(formatLocale(locale), { type: 'conjunction' }).format(items);
}

/** An office's week, row after row, as the footer and office cards show it: 'Mon-Fri 10am-7pm, Sat 10am-5pm' (Arabic with its own comma). */
export function formatWeekHours(rows: readonly HoursRow[], locale?: Locale): string {
  return rows.map((row) => formatOpeningHours(row, locale)).join((locale ?? currentLocale()) === 'ar' ? '، ' : ', ');
}
