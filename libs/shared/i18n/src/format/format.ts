// The one place that turns dates, money and numbers into text, so every page reads the same and a second locale
// changes one constant. The firm works in Michigan: times are shown in America/Detroit wherever the reader is,
// and the server's prerender and the browser's hydration produce the same text.

export const FORMAT_LOCALE = 'en-US';
export const FIRM_TIME_ZONE = 'America/Detroit';

export type DateStyle = 'full' | 'long' | 'medium' | 'short';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/** A cached Intl.DateTimeFormat of the firm's locale (format-time.ts shares it). */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(FORMAT_LOCALE, options)));
  return format;
}

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.NumberFormat(FORMAT_LOCALE, options)));
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
export function formatDate(value: Date | string | number, style: DateStyle = 'long'): string {
  const calendar = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  if (calendar) {
    const [, year, month, day] = calendar.map(Number) as [number, number, number, number];
    return dateFormat({ dateStyle: style, timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
  }
  return dateFormat({ dateStyle: style, timeZone: FIRM_TIME_ZONE }).format(toInstant(value));
}

/**
 * 'Mar 8, 2026, 3:30 AM EDT' ('medium'), or 'Sunday, March 8, 2026 at 3:30 AM EDT' ('full', for an appointment): an
 * instant in Detroit time, with the zone, so a reader elsewhere is not misled.
 */
export function formatDateTime(value: Date | string | number, style: 'medium' | 'full' = 'medium'): string {
  return dateFormat({
    ...(style === 'full' ? { weekday: 'long', month: 'long' } : { month: 'short' }),
    year: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: FIRM_TIME_ZONE,
  }).format(toInstant(value));
}

/** Integer cents to dollars as people read them: 123450 -> '$1,234.50'. */
export function formatMoney(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`formatMoney: cents must be a whole number, got ${cents}`);
  return numberFormat({ style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** 12345.6 -> '12,345.6'; options as Intl.NumberFormat's (e.g. { maximumFractionDigits: 0 }). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(options).format(value);
}

/** ['PDF', 'DOC', 'DOCX'] -> 'PDF, DOC, or DOCX': choices as a sentence says them. */
export function formatAlternatives(items: readonly string[]): string {
  return new Intl.ListFormat(FORMAT_LOCALE, { type: 'disjunction' }).format(items);
}
