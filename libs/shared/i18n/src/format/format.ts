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
