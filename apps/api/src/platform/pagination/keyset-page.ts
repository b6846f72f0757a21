import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ListOrder, ListSort, Page } from '@huron/shared/contracts';
import { decodeCursor, decodeNameCursor, encodeCursor, encodeNameCursor, type KeysetPosition } from './keyset-cursor';

/**
 * How a list reads in `order` (newest first unless 'oldest'): the sort direction, and the comparison that selects the
 * rows after a cursor's row. For lists written in SQL; query builders use applyKeyset.
 */
export function keysetDirection(order: ListOrder | undefined): { direction: 'ASC' | 'DESC'; after: '>' | '<' } {
  return order === 'oldest' ? { direction: 'ASC', after: '>' } : { direction: 'DESC', after: '<' };
}

/**
 * By (created_at, id), newest first unless `order` is 'oldest', starting after `cursor`; fetches limit + 1 rows so
 * keysetPage knows whether there is a next page. The entity needs `createdAt` and `id` (a uuid) properties, and its
 * table an index on (created_at, id), which this order uses.
 */
export function applyKeyset<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  alias: string,
  cursor: string | undefined,
  limit: number,
  order?: ListOrder,
): SelectQueryBuilder<T> {
  const { direction, after } = keysetDirection(order);
  if (cursor) {
    const position = decodeCursor(cursor);
    query.andWhere(`(${alias}.createdAt, ${alias}.id) ${after} (${exactCreatedAt(query)}, :keysetId)`, { keysetCreatedAt: position.at, keysetId: position.id });
  }
  return query
    .orderBy(`${alias}.createdAt`, direction)
    .addOrderBy(`${alias}.id`, direction)
    .limit(limit + 1);
}

/**
 * SQL for the cursor row's own created_at. A cursor carries milliseconds (a JavaScript date) and timestamptz keeps
 * microseconds, so comparing with the cursor's value would repeat or skip rows of the same millisecond; reading the
 * row's value by its primary key keeps the comparison exact and the order on the plain (created_at, id) index. Should
 * the row be gone, the cursor's milliseconds stand in. `idParam` and `msParam` are the query's placeholders for
 * the cursor's id and time; lists written in SQL use it as `(created_at, id) ${after} (cursorCreatedAt(...), id)`.
 */
export function cursorCreatedAt(table: string, idParam: string, msParam: string, columns = { createdAt: 'created_at', id: 'id' }): string {
  return `COALESCE((SELECT cursor_row.${columns.createdAt} FROM ${table} cursor_row WHERE cursor_row.${columns.id} = ${idParam}::uuid), ${msParam}::timestamptz)`;
}

/** cursorCreatedAt for a query builder's main table, with the names its entity metadata gives. */
function exactCreatedAt<T extends ObjectLiteral>(query: SelectQueryBuilder<T>): string {
  const metadata = query.expressionMap.mainAlias!.metadata;
  const escape = (name: string) => query.connection.driver.escape(name);
  const table = [metadata.schema, metadata.tableName]
    .filter(Boolean)
    .map((part) => escape(part!))
    .join('.');
  const columns = {
    createdAt: escape(metadata.findColumnWithPropertyName('createdAt')!.databaseName),
    id: escape(metadata.findColumnWithPropertyName('id')!.databaseName),
  };
  return cursorCreatedAt(table, ':keysetId', ':keysetCreatedAt', columns);
}

/** The page of rows fetched after applyKeyset: at most `limit` items and the cursor of the next page, if any. */
export function keysetPage<T extends KeysetPosition>(rows: T[], limit: number): Page<T> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null };
}

/** applyKeyset + getMany + keysetPage; by `nameProperty` instead of date when `page.sort` asks for it (fetchByName). */
export async function fetchKeysetPage<T extends ObjectLiteral & KeysetPosition>(
  query: SelectQueryBuilder<T>,
  alias: string,
  page: { cursor?: string; limit: number; order?: ListOrder; sort?: ListSort },
  nameProperty?: keyof T & string,
): Promise<Page<T>> {
  if (page.sort && nameProperty) return fetchByName(query, alias, nameProperty, page.sort === '-name', page);
  return keysetPage(await applyKeyset(query, alias, page.cursor, page.limit, page.order).getMany(), page.limit);
}

/**
 * A keyset page by (lower(name), id) in byte order (COLLATE "C", as the index `(lower(name) COLLATE "C", id)` of the
 * table holds it), A to Z or Z to A, after `cursor`. The cursor row's own name is read by its id, so the comparison is
 * exact whatever the database's lower() does with accents; should the row be gone, the cursor's name stands in.
 */
async function fetchByName<T extends ObjectLiteral & KeysetPosition>(
  query: SelectQueryBuilder<T>,
  alias: string,
  property: keyof T & string,
  descending: boolean,
  page: { cursor?: string; limit: number },
): Promise<Page<T>> {
  const metadata = query.expressionMap.mainAlias!.metadata;
  const escape = (name: string) => query.connection.driver.escape(name);
  const table = [metadata.schema, metadata.tableName]
    .filter(Boolean)
    .map((part) => escape(part!))
    .join('.');
  const column = escape(metadata.findColumnWithPropertyName(property)!.databaseName);
  const id = escape(metadata.findColumnWithPropertyName('id')!.databaseName);
  const key = `lower(${alias}.${property}) COLLATE "C"`;
  const [direction, after] = descending ? (['DESC', '<'] as const) : (['ASC', '>'] as const);
  if (page.cursor) {
    const position = decodeNameCursor(page.cursor);
    const cursorKey = `COALESCE((SELECT lower(cursor_row.${column}) FROM ${table} cursor_row WHERE cursor_row.${id} = :keysetId::uuid), :keysetKey) COLLATE "C"`;
    query.andWhere(`(${key}, ${alias}.id) ${after} (${cursorKey}, :keysetId::uuid)`, { keysetId: position.id, keysetKey: position.key });
  }
  const rows = await query
    .orderBy(key, direction)
    .addOrderBy(`${alias}.id`, direction)
    .limit(page.limit + 1)
    .getMany();
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > page.limit && last ? encodeNameCursor(String(last[property]).toLowerCase(), last.id) : null };
}
