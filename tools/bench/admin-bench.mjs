// Back-office numbers for `npm run bench`: p95 of the staff tax-intake list with 100,000 intakes, on the first page
// and on page 500 (keyset pagination: the two should match), and the CSV export of all 100,000 rows: seconds, and
// how far the server's resident memory rose above where it was (streamed page by page, it should stay flat).
// Rows are inserted with SQL (generate_series) into the server's own embedded database. Asserts nothing.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const ROWS = Number(process.env.BENCH_ADMIN_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_ADMIN_RUNS ?? 200);
const DEEP_PAGE = 500;

const p95 = (values) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];
const round = (n, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const memoryKib = (pid, field) => Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? NaN);

async function staffToken(baseUrl, client) {
  const email = `bench-staff-${Date.now()}@example.com`;
  const res = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench password 123' }),
  });
  if (res.status !== 200) throw new Error(`signup: ${res.status} ${await res.text()}`);
  const body = await res.json();
  await client.query(`UPDATE auth.users SET raw_app_meta_data = raw_app_meta_data || '{"roles":["staff"]}' WHERE id = $1`, [body.user.id]);
  return body.access_token;
}

async function timedList(baseUrl, token, cursor) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/admin/tax-intakes?limit=25${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`list: ${res.status}`);
  return { ms: performance.now() - started, nextCursor: body.nextCursor };
}

async function exportAll(baseUrl, token, serverPid) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/admin/tax-intakes/export.csv`, { headers: { authorization: `Bearer ${token}` } });
  let bytes = 0;
  let rssPeak = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    rssPeak = Math.max(rssPeak, memoryKib(serverPid, 'VmRSS'));
  }
  return { seconds: (performance.now() - started) / 1000, bytes, rssPeak };
}

export async function benchAdmin({ baseUrl, root, varDir, serverPid }) {
  const require = createRequire(import.meta.url);
  const { EmbeddedPostgres } = require(join(root, 'dist/api/apps/api/src/platform/database/embedded-postgres.js'));
  const { Client } = require('pg');
  const client = new Client({ connectionString: EmbeddedPostgres.runningUrl(join(varDir, 'postgres')) });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO tax_intakes (reference, schema_version, full_name, email, phone, filing_status, office, contact_method, contact_time, answers, consented_at, created_at, updated_at)
       SELECT 'HT-B' || lpad(i::text, 7, '0'), 1, 'Bench Client ' || i, 'client' || i || '@example.com', '(734) 555-0100', 'single',
              (ARRAY['dearborn', 'ypsilanti', 'ann-arbor', 'remote'])[1 + i % 4], 'email', 'any', '{}'::jsonb, now(), now() - i * interval '1 minute', now()
       FROM generate_series(1, $1) AS i`,
      [ROWS],
    );
    await client.query('ANALYZE tax_intakes');
    const token = await staffToken(baseUrl, client);

    const firstPage = [];
    for (let i = 0; i < RUNS; i++) firstPage.push((await timedList(baseUrl, token)).ms);
    let cursor;
    for (let page = 1; page < DEEP_PAGE; page++) cursor = (await timedList(baseUrl, token, cursor)).nextCursor;
    const deep = [];
    for (let i = 0; i < RUNS; i++) deep.push((await timedList(baseUrl, token, cursor)).ms);

    const rssBefore = memoryKib(serverPid, 'VmRSS');
    const firstExport = await exportAll(baseUrl, token, serverPid);
    const secondExport = await exportAll(baseUrl, token, serverPid);
    const exportSeconds = firstExport.seconds;
    const bytes = firstExport.bytes;
    return [
      {
        name: `admin tax-intake list p95, page 1 of ${ROWS.toLocaleString('en-US')}`,
        value: round(p95(firstPage)),
        unit: 'ms',
        note: `${RUNS} requests, 25 rows a page`,
      },
      { name: `admin tax-intake list p95, page ${DEEP_PAGE}`, value: round(p95(deep)), unit: 'ms', note: 'keyset cursor: no OFFSET' },
      {
        name: `CSV export of ${ROWS.toLocaleString('en-US')} tax intakes`,
        value: round(exportSeconds),
        unit: 's',
        note: `${round(bytes / 1024 / 1024)} MiB streamed`,
      },
      {
        name: 'server resident memory, peak during the first and the second export',
        value: `+${round((firstExport.rssPeak - rssBefore) / 1024)} / +${round((secondExport.rssPeak - rssBefore) / 1024)}`,
        unit: 'MiB above before',
        note: `VmRSS ${round(rssBefore / 1024)} MiB before, sampled per chunk from /proc. V8 grows its heap lazily: NODE_OPTIONS=--max-old-space-size=72 npm run bench -- admin shows what the export really keeps`,
      },
    ];
  } finally {
    await client.end();
  }
}
