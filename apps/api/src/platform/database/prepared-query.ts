import type { DataSource } from 'typeorm';

interface PgPool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * Runs a statement as a named prepared statement straight on the pool under TypeORM: each pooled connection parses
 * and plans it once, then only binds and executes. For the few statements on a hot path (every token refresh, every
 * rate-limited request); everything else keeps going through TypeORM. Only outside a transaction.
 */
export async function preparedQuery<T>(dataSource: DataSource, name: string, text: string, values: unknown[]): Promise<T[]> {
  const pool = (dataSource.driver as unknown as { master: PgPool }).master;
  const result = await pool.query({ name, text, values });
  return result.rows as T[];
}
