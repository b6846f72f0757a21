import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ListOrder, Page } from '@huron/shared/contracts';
import { decodeCursor, encodeCursor, type KeysetPosition } from './keyset-cursor';

// Cursors carry milliseconds (JavaScript dates) while timestamptz keeps microseconds: order and compare on the
// millisecond value so a page boundary between two rows of the same millisecond neither repeats nor skips one.
const createdAtMs = (alias: string) => `date_trunc('milliseconds', ${alias}.createdAt)`;

/**
 * How a list reads in `order` (newest first unless 'oldest'): the sort direction, and the comparison that selects the
 * rows after a cursor's row. For lists written in SQL; query builders use applyKeyset.
 */
export function keysetDirection(order: ListOrder | undefined): { direction: 'ASC' | 'DESC'; after: '>' | '<' } {
  return order === 'oldest' ? { direction: 'ASC', after: '>' } : { direction: 'DESC', after: '<' };
}

/**
 * By (created_at, id), newest first unless `order` is 'oldest', starting after `cursor`; fetches limit + 1 rows so
 * keysetPage knows whether there is a next page. The entity needs `createdAt` and `id` (a uuid) properties.
 */
export function applyKeyset<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, alias: string, cursor: string | undefined, limit: number, order?: ListOrder): SelectQueryBuilder<T> {
  const { direction, after } = keysetDirection(order);
  if (cursor) {
    const position = decodeCursor(cursor);
    query.andWhere(`(${createdAtMs(alias)}, ${alias}.id) ${after} (:keysetCreatedAt, :keysetId)`, { keysetCreatedAt: position.createdAt, keysetId: position.id });
  }
  return query.orderBy(createdAtMs(alias), direction).addOrderBy(`${alias}.id`, direction).limit(limit + 1);
}

/** The page of rows fetched after applyKeyset: at most `limit` items and the cursor of the next page, if any. */
export function keysetPage<T extends KeysetPosition>(rows: T[], limit: number): Page<T> {
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? encodeCursor(items.at(-1)!) : null };
}

/** applyKeyset + getMany + keysetPage. */
export async function fetchKeysetPage<T extends ObjectLiteral & KeysetPosition>(
  query: SelectQueryBuilder<T>,
  alias: string,
  page: { cursor?: string; limit: number; order?: ListOrder },
): Promise<Page<T>> {
  return keysetPage(await applyKeyset(query, alias, page.cursor, page.limit, page.order).getMany(), page.limit);
}
