import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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
  process.env['HURON_TEST_API_BUILD'] = compileApiForChildProcesses();
}

/**
 * The API compiled from the current sources for specs that start it as another operating-system process
 * (startApiProcess): their own copy, so a stale `npm run build` is never what they test. Inside the checkout, so
 * the copy finds node_modules; removed by the teardown.
 */
function compileApiForChildProcesses(): string {
  const root = resolve(__dirname, '../../../..');
  const out = join(root, 'dist', `api-integration-${process.pid}`);
  const build = spawnSync(process.execPath, [join(root, 'tools/scripts/build-api.mjs'), '--out', out], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`compiling the API for child processes failed: ${build.stderr}`);
  return out;
}
