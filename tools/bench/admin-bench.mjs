// Back-office numbers for `npm run bench -- admin` (issue 45): `BENCH_ADMIN_ROWS` (100,000) records of every kind
// the global search reads are inserted with SQL (generate_series) into the server's own embedded database
// (admin/seed.mjs), then each measurement in admin/*.measure.mjs runs in name order: the staff list at page 1 and
// 500, plain and filtered (list), the global search while typing (search), the CSV export and its memory (export).
// A new measurement is one file there exporting `measure(ctx)` -> rows. Asserts nothing.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { round } from './admin/common.mjs';
import { seedAdmin } from './admin/seed.mjs';

const ROWS = Number(process.env.BENCH_ADMIN_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_ADMIN_RUNS ?? 200);
const here = join(dirname(fileURLToPath(import.meta.url)), 'admin');

async function staffToken(baseUrl, db) {
  const email = `bench-staff-${Date.now()}@example.com`;
  const res = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench password 123' }),
  });
  if (res.status !== 200) throw new Error(`signup: ${res.status} ${await res.text()}`);
  const body = await res.json();
  await db.query(`UPDATE auth.users SET raw_app_meta_data = raw_app_meta_data || '{"roles":["staff"]}' WHERE id = $1`, [body.user.id]);
  return body.access_token;
}

export async function benchAdmin({ baseUrl, root, varDir, serverPid }) {
  const require = createRequire(import.meta.url);
  const { EmbeddedPostgres } = require(join(root, 'dist/api/apps/api/src/platform/database/embedded-postgres.js'));
  const { Client } = require('pg');
  const db = new Client({ connectionString: EmbeddedPostgres.runningUrl(join(varDir, 'postgres')) });
  await db.connect();
  try {
    const started = performance.now();
    await seedAdmin(db, ROWS);
    const seeded = { name: `seed ${ROWS.toLocaleString('en-US')} rows of each of 10 kinds`, value: round((performance.now() - started) / 1000), unit: 's' };
    const ctx = { baseUrl, db, token: await staffToken(baseUrl, db), rows: ROWS, runs: RUNS, serverPid };
    const rows = [seeded];
    for (const file of readdirSync(here)
      .filter((f) => f.endsWith('.measure.mjs'))
      .sort()) {
      const { measure } = await import(pathToFileURL(join(here, file)).href);
      rows.push(...(await measure(ctx)));
    }
    return rows;
  } finally {
    await db.end();
  }
}
