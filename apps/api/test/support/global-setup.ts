import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { EmbeddedPostgres } from '../../src/platform/database/embedded-postgres';
import { migrateDatabase } from '../../src/platform/database/run-migrations';
import { databaseUrlFor } from './test-database';

export const TEMPLATE_DATABASE = 'huron_template';

/** One throw-away cluster per run, under the system temp directory; a migrated template database to copy. */
export default async function globalSetup(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'huron-it-'));
  chmodSync(dir, 0o755); // reachable by the postgres OS user when tests run as root
  // A throw-away cluster: durability off makes every commit cheaper (the data is discarded after the run).
  const server = new EmbeddedPostgres({ dataDir: join(dir, 'data'), settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' } });
  await server.start();
  (globalThis as { __HURON_PG__?: EmbeddedPostgres }).__HURON_PG__ = server;
  const admin = new Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();
  await migrateDatabase(databaseUrlFor(server.url, TEMPLATE_DATABASE));
  process.env['HURON_TEST_PG_URL'] = server.url;
  process.env['HURON_TEST_PG_DIR'] = dir;
}
