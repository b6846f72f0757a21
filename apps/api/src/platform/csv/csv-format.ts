import { FIRM_TIME_ZONE } from '@huron/shared/i18n/format';
import { CSV_WORDS, type CsvCodeField } from './csv-words';

const DETROIT = new Intl.DateTimeFormat('en-US', {
  timeZone: FIRM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/** A moment as the firm's offices read it, with its offset: `2026-11-26 19:42 -05:00` (EST) or `... -04:00` (EDT). */
export function csvTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const part = Object.fromEntries(DETROIT.formatToParts(date).map((p) => [p.type, p.value]));
  const offset = (part['timeZoneName'] ?? 'GMT').replace('GMT', '') || '+00:00';
  return `${part['year']}-${part['month']}-${part['day']} ${part['hour']}:${part['minute']} ${offset}`;
}

/** Cents as dollars with two decimals and no symbol, which spreadsheets read as a number: 123450 -> `1234.50`. */
export function csvDollars(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Fields that hold a code, and whose words they take (CSV_WORDS, the catalogue's). */
const CODE_FIELDS: Record<string, CsvCodeField> = {
  status: 'status',
  paymentStatus: 'status',
  office: 'office',
  filingStatus: 'filingStatus',
  service: 'service',
  contactMethod: 'contactMethod',
  contactTime: 'contactTime',
  source: 'source',
  kind: 'kind',
};

/** The catalogue's admin_yes and admin_no. */
export const CSV_YES = 'Yes';
export const CSV_NO = 'No';

/** The words for a code (its field's, else any field's); an unknown code reads as words, never as the code. */
export function csvWord(value: string, field?: CsvCodeField): string {
  const groups: Record<string, Record<string, string>> = CSV_WORDS;
  const known = (field ? groups[field]?.[value] : undefined) ?? Object.values(groups).find((group) => value in group)?.[value];
  if (known) return known;
  const spaced = value.replace(/[_-]+/g, ' ');
  return `${spaced.charAt(0).toUpperCase()}${spaced.slice(1)}`;
}

/** How a column's values are written: a time in Detroit, dollars from cents, the words for a code, or as they are. */
export type CsvFormat = 'time' | 'dollars' | 'words' | 'plain';

/** The format a field takes unless the list says otherwise: `...At` a time, `...Cents` dollars, a known code field words. */
export function csvFormatOf(field: string): CsvFormat {
  if (field.endsWith('At')) return 'time';
  if (field.endsWith('Cents')) return 'dollars';
  if (field in CODE_FIELDS) return 'words';
  return 'plain';
}

/** One value written the column's way; a Date in a plain column is a Detroit time too, a yes/no in words. */
export function csvFormat(field: string, format: CsvFormat, value: unknown): unknown {
  if (typeof value === 'boolean') return value ? CSV_YES : CSV_NO;
  if (format === 'time' || value instanceof Date) return csvTime(value as Date | string | null);
  if (format === 'dollars') return typeof value === 'number' ? csvDollars(value) : value;
  if (format === 'words') return typeof value === 'string' ? csvWord(value, CODE_FIELDS[field]) : value;
  return value;
}
