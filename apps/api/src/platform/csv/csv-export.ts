import type { Response } from 'express';
import { csvLine } from './csv-cell';
import { csvFormat, csvFormatOf, type CsvFormat } from './csv-format';

export interface CsvColumn<T> {
  header: string;
  value(row: T): unknown;
}

/**
 * A field's header as people read it: `internalNote` -> 'Internal note', `createdAt` -> 'Created',
 * `rewardCents` -> 'Reward (dollars)' (its values are written in dollars).
 */
export function csvHeaderOf(field: string): string {
  const cents = field.endsWith('Cents');
  const words = field
    .replace(/(Cents|At)$/, '')
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}${cents ? ' (dollars)' : ''}`;
}

/**
 * The columns of an export, each a field of the row under its header (`csvHeaderOf`, or `headers[field]` where the
 * list words it otherwise), its values written by the one CSV formatter (csv-format.ts): `...At` fields and dates as
 * Detroit times with their offset, `...Cents` fields (and those `formats` names 'dollars') in dollars, code fields
 * (status, office, filing status...) in the catalogue's words:
 * `csvColumns<Payment>(['reference', 'amount'], { amount: 'Amount (dollars)' }, { amount: 'dollars' })`.
 */
export function csvColumns<T>(
  fields: readonly (keyof T & string)[],
  headers: Partial<Record<keyof T & string, string>> = {},
  formats: Partial<Record<keyof T & string, CsvFormat>> = {},
): CsvColumn<T>[] {
  return fields.map((field) => {
    const format = formats[field] ?? csvFormatOf(field);
    return { header: headers[field] ?? csvHeaderOf(field), value: (row: T) => csvFormat(field, format, row[field]) };
  });
}

/** One page of a list, as every staff list answers it. */
export type FetchPage<T> = (cursor: string | undefined) => Promise<{ items: T[]; nextCursor: string | null }>;

/**
 * Streams a whole filtered list as CSV: page by page through the list's own keyset pagination, writing each page and
 * waiting for the socket to drain, so memory stays flat however many rows there are. UTF-8 with a BOM (so Excel reads
 * accents), CRLF lines, formula cells escaped. The first page is read before anything is sent, so a failure there is
 * an ordinary error answer; a failure after that destroys the response, so the client sees an incomplete transfer
 * (no final chunk) and never a short file that looks complete. Returns the number of rows written.
 */
export async function streamCsv<T>(res: Response, filename: string, columns: CsvColumn<T>[], fetchPage: FetchPage<T>): Promise<number> {
  let page = await fetchPage(undefined);
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.write(`\uFEFF${csvLine(columns.map((column) => column.header))}`);
  let rows = 0;
  // One listener each for the whole export (the compression middleware moves 'drain' listeners onto its gzip
  // stream, where removing them per write does not work): a write that fills the buffer waits for the next one.
  let wake: (() => void) | undefined;
  const ready = () => {
    const waiting = wake;
    wake = undefined;
    waiting?.();
  };
  res.on('drain', ready);
  res.on('close', ready);
  try {
    for (;;) {
      const chunk = page.items.map((row) => csvLine(columns.map((column) => column.value(row)))).join('');
      rows += page.items.length;
      if (!res.write(chunk) && !res.destroyed) await new Promise<void>((resolve) => (wake = resolve));
      if (res.destroyed || !page.nextCursor) break;
      page = await fetchPage(page.nextCursor);
    }
  } catch (error) {
    // The status and part of the file are already sent: end the download as failed rather than as complete.
    res.destroy(error as Error);
    throw new CsvExportAborted(rows, error);
  }
  res.end();
  return rows;
}

/** A failure after the first bytes were sent; the download was cut off. */
export class CsvExportAborted extends Error {
  constructor(
    readonly rowsSent: number,
    cause: unknown,
  ) {
    super('CSV export aborted after it started', { cause });
  }
}
