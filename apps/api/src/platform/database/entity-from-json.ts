import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

const DATE_TYPES = new Set<unknown>(['timestamptz', 'timestamp', 'timestamp with time zone', 'timestamp without time zone', 'date', Date]);

/**
 * An entity from a row serialised by PostgreSQL (`to_jsonb(t)`, `jsonb_agg(t)`), the way TypeORM would have read it:
 * column names to properties, timestamps to Date, bigint to string. It lets one statement return several related
 * rows (e.g. a user and its factors) where the repository API would need a round trip each.
 */
export function entityFromJson<T extends ObjectLiteral>(dataSource: DataSource, target: EntityTarget<T>, json: Record<string, unknown>): T {
  const metadata = dataSource.getMetadata(target);
  const entity = metadata.create() as T;
  for (const column of metadata.columns) {
    const raw = json[column.databaseName];
    let value: unknown = raw ?? null;
    if (raw != null && DATE_TYPES.has(column.type)) value = new Date(raw as string);
    else if (raw != null && column.type === 'bigint') value = String(raw);
    column.setEntityValue(entity, value);
  }
  return entity;
}
