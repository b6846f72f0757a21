import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Page } from '@huron/shared/contracts';
import { decodeCursor, encodeCursor, type KeysetPosition } from './keyset-cursor';

// Cursors carry milliseconds (JavaScript dates) while timestamptz keeps microseconds: order and compare on the
// millisecond value so a page boundary between two rows of the same millisecond neither repeats nor skips one.
const createdAtMs = (alias: string) => `date_trunc('milliseconds', ${alias}.createdAt)`;

/**
 * Newest first, by (created_at DESC, id DESC), starting after `cursor`; fetches limit + 1 rows so keysetPage knows
 * whether there is a next page. The entity needs `createdAt` and `id` (a uuid) properties.
 */
export function applyKeyset<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, alias: string, cursor: string | undefined, limit: number): SelectQueryBuilder<T> {
  if (cursor) {
    const after = decodeCursor(cursor);
    query.andWhere(`(${createdAtMs(alias)}, ${alias}.id) < (:keysetCreatedAt, :keysetId)`, { keysetCreatedAt: after.createdAt, keysetId: after.id });
  }
  return query.orderBy(createdAtMs(alias), 'DESC').addOrderBy(`${alias}.id`, 'DESC').limit(limit + 1);
}

/** The page of rows fetched after applyKeyset: at most `limit` items and the cursor of the next page, if any. */
export function keysetPage<T extends KeysetPosition>(rows: T[], limit: number): Page<T> {
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? encodeCursor(items.at(-1)!) : null };
}

/** applyKeyset + getMany + keysetPage. */
export async function fetchKeysetPage<T extends ObjectLiteral & KeysetPosition>(query: SelectQueryBuilder<T>, alias: string, cursor: string | undefined, limit: number): Promise<Page<T>> {
  return keysetPage(await applyKeyset(query, alias, cursor, limit).getMany(), limit);
}
