import { z } from 'zod';
import { listOrderSchema } from './list-order.schema';

/**
 * `?limit=&cursor=&order=` of every list endpoint; `cursor` is the `nextCursor` of the previous page, unchanged, and
 * is read in the same order.
 */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().min(1).max(500).optional().describe('nextCursor of the previous page'),
  order: z.optional(listOrderSchema),
});

export type PageQuery = z.infer<typeof pageQuerySchema>;

/** One page of a keyset-paginated list; `nextCursor` is null on the last page. Name it per feature: `pageOf(item, 'ContactAdminPage')`. */
export const pageOf = <T extends z.ZodType>(itemSchema: T, id: string) =>
  z.object({ items: z.array(itemSchema), nextCursor: z.string().nullable() }).meta({ id });

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** The body of every staff list's `export.csv`: the whole filtered list, one row per record. */
export const csvExportSchema = z.string().meta({
  id: 'CsvExport',
  description: 'UTF-8 CSV (with a byte-order mark and a header row, CRLF lines); cells that start with =, +, -, @, tab or CR begin with an apostrophe',
});
