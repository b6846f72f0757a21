import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * Staff lists' `from`/`to` filter: rows created on those calendar days in Michigan (inclusive), not in UTC, where an
 * evening's records would fall on the next day.
 */
export function whereCreatedOnDays<Row extends ObjectLiteral>(qb: SelectQueryBuilder<Row>, alias: string, { from, to }: { from?: string; to?: string }): void {
  if (from) qb.andWhere(`${alias}.created_at >= (:from)::date::timestamp AT TIME ZONE 'America/Detroit'`, { from });
  if (to) qb.andWhere(`${alias}.created_at < ((:to)::date + 1)::timestamp AT TIME ZONE 'America/Detroit'`, { to });
}
