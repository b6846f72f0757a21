import { dateFormat, FORMAT_LOCALE, formatDate, formatLocale } from '@huron/shared/i18n/format';

/** 'en', 'es' or 'ar' (the shared formatter's): the page's when not given. */
type Locale = NonNullable<Parameters<typeof formatDate>[2]>;

/**
 * The one tax calendar: every deadline the site states comes from here, computed from today's date, so no page
 * ever announces a past date as coming. Dates are calendar dates (YYYY-MM-DD); "today" is Michigan's.
 *
 * A due date that falls on a Saturday, Sunday or legal holiday moves to the next business day (IRC 7503). The IRS
 * counts District of Columbia holidays too, so Emancipation Day (April 16, observed on the Friday before when it
 * falls on a Saturday and the Monday after when on a Sunday) moves the April deadline: April 18 in 2022, 2023 and
 * 2028. Michigan's individual deadline follows the federal one (MCL 206.311 and Treasury's yearly notice).
 */

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const addDays = (date: string, days: number) => new Date(new Date(`${date}T12:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** The n-th given weekday of a month (n = -1: the last one). */
function nthWeekday(year: number, month: number, day: number, n: number): string {
  if (n > 0) {
    const first = iso(year, month, 1);
    return addDays(first, ((day - weekday(first) + 7) % 7) + (n - 1) * 7);
  }
  const last = addDays(iso(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1), -1);
  return addDays(last, -((weekday(last) - day + 7) % 7));
}

/** A fixed-date holiday as observed: a Saturday one on the Friday before, a Sunday one on the Monday after. */
function observed(date: string): string {
  const day = weekday(date);
  return day === 6 ? addDays(date, -1) : day === 0 ? addDays(date, 1) : date;
}

/** Federal legal holidays (5 U.S.C. 6103) plus DC Emancipation Day, as observed, for one year. */
export function legalHolidays(year: number): Set<string> {
  return new Set([
    observed(iso(year, 1, 1)),
    nthWeekday(year, 1, 1, 3), // Martin Luther King Jr. Day
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    observed(iso(year, 4, 16)), // DC Emancipation Day
    nthWeekday(year, 5, 1, -1), // Memorial Day
    observed(iso(year, 6, 19)),
    observed(iso(year, 7, 4)),
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    observed(iso(year, 11, 11)),
    nthWeekday(year, 11, 4, 4), // Thanksgiving
    observed(iso(year, 12, 25)),
  ]);
}

/** The date itself, or the next day that is neither a weekend day nor a legal holiday. */
export function nextBusinessDay(date: string): string {
  let day = date;
  while (weekday(day) === 0 || weekday(day) === 6 || legalHolidays(Number(day.slice(0, 4))).has(day)) day = addDays(day, 1);
  return day;
}

/** Individual returns (Form 1040 and MI-1040) for `taxYear`: April 15 of the next year, moved. */
export const filingDeadline = (taxYear: number) => nextBusinessDay(iso(taxYear + 1, 4, 15));
/** With Form 4868 (and Michigan's acceptance of it): October 15, moved. */
export const extensionDeadline = (taxYear: number) => nextBusinessDay(iso(taxYear + 1, 10, 15));
/** Calendar-year partnerships (1065) and S corporations (1120-S): March 15, moved. */
export const passThroughDeadline = (taxYear: number) => nextBusinessDay(iso(taxYear + 1, 3, 15));
/** The four estimated-tax installments for `taxYear` (Form 1040-ES and MI-1040ES share them). */
export const estimatedPaymentDates = (taxYear: number): string[] =>
  [iso(taxYear, 4, 15), iso(taxYear, 6, 15), iso(taxYear, 9, 15), iso(taxYear + 1, 1, 15)].map(nextBusinessDay);

export interface TaxCalendar {
  today: string;
  /** The tax year whose individual returns are due next, on or after today. */
  filingTaxYear: number;
  filingDeadline: string;
  extensionDeadline: string;
  passThroughDeadline: string;
  /** The tax year whose last estimated payment is still to come, and its four due dates. */
  estimatedTaxYear: number;
  estimatedPayments: string[];
}

export function taxCalendar(today: string): TaxCalendar {
  const year = Number(today.slice(0, 4));
  const filingTaxYear = today <= filingDeadline(year - 1) ? year - 1 : year;
  const estimatedTaxYear = today <= estimatedPaymentDates(year - 1)[3]! ? year - 1 : year;
  return {
    today,
    filingTaxYear,
    filingDeadline: filingDeadline(filingTaxYear),
    extensionDeadline: extensionDeadline(filingTaxYear),
    passThroughDeadline: passThroughDeadline(filingTaxYear),
    estimatedTaxYear,
    estimatedPayments: estimatedPaymentDates(estimatedTaxYear),
  };
}

/** "April 15, 2027" ("15 de abril de 2027", "15 أبريل 2027"): a deadline in `locale`, the page's by default. */
export const longDate = (date: string, locale?: Locale) => formatDate(date, 'long', locale);

/** "April 15" ("15 de abril", "15 أبريل"): a deadline without its year. */
const monthDay = (date: string, locale?: Locale) =>
  dateFormat({ month: 'long', day: 'numeric', timeZone: 'UTC' }, locale).format(new Date(`${date}T12:00:00Z`));
/** ['a', 'b', 'c'] -> 'a, b y c' ('a وb وc'). */
const list = (items: string[], locale?: Locale) => new Intl.ListFormat(formatLocale(locale), { type: 'conjunction' }).format(items);

/** "April 15, June 15 and September 15, 2026, and January 15, 2027" (in Spanish and Arabic, their own lists) */
function installments(dates: string[], locale?: Locale): string {
  const [q1, q2, q3, q4] = dates as [string, string, string, string];
  if (formatLocale(locale) === FORMAT_LOCALE) return `${monthDay(q1, 'en')}, ${monthDay(q2, 'en')} and ${longDate(q3, 'en')}, and ${longDate(q4, 'en')}`;
  return list([list([monthDay(q1, locale), monthDay(q2, locale), longDate(q3, locale)], locale), longDate(q4, locale)], locale);
}

/**
 * The tokens content may use instead of a written date, e.g. "due {{filing_deadline}}" in Markdown or in the
 * firm's facts. An unknown token is left as it is, so a typo shows on the page (and fails the content spec).
 */
export function taxDateTokens(calendar: TaxCalendar, locale?: Locale): Record<string, string> {
  return {
    filing_tax_year: String(calendar.filingTaxYear),
    filing_year: calendar.filingDeadline.slice(0, 4),
    filing_deadline: longDate(calendar.filingDeadline, locale),
    extension_deadline: longDate(calendar.extensionDeadline, locale),
    pass_through_deadline: longDate(calendar.passThroughDeadline, locale),
    estimated_tax_year: String(calendar.estimatedTaxYear),
    estimated_payment_dates: installments(calendar.estimatedPayments, locale),
    final_estimated_payment: longDate(calendar.estimatedPayments[3]!, locale),
  };
}

/** The last day the tokens' values hold: the day after it, the filing or the estimated-payment year moves on. */
export function taxDatesValidUntil(calendar: TaxCalendar): string {
  const lastEstimate = calendar.estimatedPayments[3]!;
  return calendar.filingDeadline < lastEstimate ? calendar.filingDeadline : lastEstimate;
}

export const TAX_DATE_TOKEN = /\{\{([a-z_]+)\}\}/g;
export const hasTaxDates = (content: unknown): boolean => (typeof content === 'string' ? content : JSON.stringify(content)).includes('{{');

export function fillTaxDates(text: string, calendar: TaxCalendar, locale?: Locale): string {
  const tokens = taxDateTokens(calendar, locale);
  return text.replace(TAX_DATE_TOKEN, (whole, name: string) => tokens[name] ?? whole);
}

/** Any JSON-shaped content (an article, FAQ lists, cards) with its tokens filled: tokens and dates hold no quotes. */
export function withTaxDates<T>(content: T, calendar: TaxCalendar, locale?: Locale): T {
  return typeof content === 'string'
    ? (fillTaxDates(content, calendar, locale) as T)
    : (JSON.parse(fillTaxDates(JSON.stringify(content), calendar, locale)) as T);
}
