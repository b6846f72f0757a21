// Referral numbers for `npm run bench`: p95 latency of GET /api/referrals (first page and a deep keyset page) and
// GET /api/referrals/summary, for a referrer with 1,000 referrals while the table holds 1,000 rows, the same
// referrer once other referrers fill the table to 100,000 rows, and a referrer with 10,000 referrals in that table.
// Flat numbers mean the (referrer_id, created_at, id) index and keyset pagination do their job. Rows are inserted
// with SQL (generate_series) into the server's own embedded database. Returns rows for run.mjs; asserts nothing.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const RUNS = Number(process.env.BENCH_REFERRAL_RUNS ?? 200);

const p95 = (values) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];
const round = (n, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

async function signUp(baseUrl, label) {
  const res = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${label}-${Date.now()}@example.com`, password: 'bench password 123' }),
  });
  if (res.status !== 200) throw new Error(`signup: ${res.status} ${await res.text()}`);
  const body = await res.json();
  return { id: body.user.id, token: body.access_token };
}

/** `count` referrals for `referrerId` (or for `count / 10` made-up referrers when null), one a second apart. */
async function insertReferrals(client, referrerId, count, label) {
  await client.query(
    `INSERT INTO referrals (referrer_id, referrer_name, referrer_email, friend_name, friend_email, source, status, reward_cents, decline_reason, created_at)
     SELECT coalesce($1::uuid, md5($3 || (i / 10)::text)::uuid), 'Bench Referrer', 'referrer-' || $3 || '@example.com', 'Friend ' || i,
            'friend-' || $3 || '-' || i || '@example.com', 'form',
            (ARRAY['pending','contacted','completed','paid','declined'])[1 + i % 5],
            CASE WHEN i % 5 IN (2, 3) THEN 2000 + (i % 31) * 100 END,
            CASE WHEN i % 5 = 4 THEN 'bench' END,
            now() - make_interval(secs => i)
     FROM generate_series(1, $2) AS i`,
    [referrerId, count, label],
  );
  await client.query('ANALYZE referrals');
}

async function timeGet(baseUrl, path, token) {
  const samples = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    await res.json();
    samples.push(performance.now() - started);
  }
  return round(p95(samples.slice(10)));
}

/** The cursor of page 20 (rows 476-500), so the deep page is measured the way a client reaches it. */
async function deepCursor(baseUrl, token) {
  let cursor = null;
  for (let page = 0; page < 19; page++) {
    const res = await fetch(`${baseUrl}/api/referrals?limit=25${cursor ? `&cursor=${cursor}` : ''}`, { headers: { authorization: `Bearer ${token}` } });
    cursor = (await res.json()).nextCursor;
  }
  return cursor;
}

async function measure(baseUrl, who, scenario) {
  const deep = await deepCursor(baseUrl, who.token);
  return [
    { name: `GET /api/referrals p95, ${scenario}`, value: await timeGet(baseUrl, '/api/referrals?limit=25', who.token), unit: 'ms' },
    { name: `GET /api/referrals page 20 p95, ${scenario}`, value: await timeGet(baseUrl, `/api/referrals?limit=25&cursor=${deep}`, who.token), unit: 'ms' },
    { name: `GET /api/referrals/summary p95, ${scenario}`, value: await timeGet(baseUrl, '/api/referrals/summary', who.token), unit: 'ms' },
  ];
}

export async function benchReferrals({ baseUrl, root, varDir }) {
  const require = createRequire(import.meta.url);
  const { EmbeddedPostgres } = require(join(root, 'dist/api/apps/api/src/platform/database/embedded-postgres.js'));
  const { Client } = require('pg');
  const url = EmbeddedPostgres.runningUrl(join(varDir, 'postgres'));
  if (!url) throw new Error('the bench server has no running embedded PostgreSQL');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('TRUNCATE referrals');
    const small = await signUp(baseUrl, 'r1k');
    await insertReferrals(client, small.id, 1000, 'r1k');
    const rows = await measure(baseUrl, small, 'referrer with 1,000, table 1,000 rows');
    const big = await signUp(baseUrl, 'r10k');
    await insertReferrals(client, big.id, 10_000, 'r10k');
    await insertReferrals(client, null, 89_000, 'others');
    rows.push(...(await measure(baseUrl, small, 'referrer with 1,000, table 100,000 rows')));
    rows.push(...(await measure(baseUrl, big, 'referrer with 10,000, table 100,000 rows')));
    return rows;
  } finally {
    await client.end();
  }
}
