import type { DataSource, EntityManager } from 'typeorm';

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

interface PgConnection {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * The same inside a transaction: a named prepared statement on the transaction's own connection (`manager` from
 * `dataSource.transaction`). For a statement every request of a hot path runs (a contact submission's insert).
 */
export async function preparedQueryIn<T>(manager: EntityManager, name: string, text: string, values: unknown[]): Promise<T[]> {
  const connection = (manager.queryRunner as unknown as { databaseConnection?: PgConnection } | undefined)?.databaseConnection;
  if (!connection) throw new Error('preparedQueryIn needs the manager of a running transaction');
  const result = await connection.query({ name, text, values });
  return result.rows as T[];
}
