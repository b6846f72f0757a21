import { DataSource } from 'typeorm';
import { migrations } from './migrations';

const MIGRATION_LOCK = 7_263_001;

/**
 * Brings the schema up to date before the application starts using it. Runs under an advisory lock so
 * several API processes starting at once take turns; each migration in its own transaction.
 */
export async function migrateDatabase(url: string): Promise<string[]> {
  const dataSource = new DataSource({ type: 'postgres', url, migrations, extra: { max: 2 } });
  await dataSource.initialize();
  const lock = dataSource.createQueryRunner();
  try {
    await lock.connect();
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.release();
    await dataSource.destroy();
  }
}
