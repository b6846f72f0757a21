// Client portal (engagements) numbers for `npm run bench -- portal`: with 10,000 clients and 50,000 engagements (and
// 100,000 document requests), p95 of a client's GET /api/portal/engagements, one engagement and its requests, and of
// the staff engagement list filtered (status + assignee), on page 1 and on page 500 of the same filter (reached with
// the cursor a client would hold there). Flat numbers mean the keyset pagination and the (…, created_at, id) indexes
// do their job. Rows are inserted with SQL (generate_series) into the server's own embedded database; asserts nothing.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const RUNS = Number(process.env.BENCH_PORTAL_RUNS ?? 200);
const CLIENTS = 10_000;
const ENGAGEMENTS = 50_000;
const STATUSES = ['documents_needed', 'received', 'in_preparation', 'in_review', 'awaiting_signature', 'efiled', 'accepted', 'rejected', 'complete'];

const p95 = (values) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];
const round = (n, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

async function signUp(baseUrl, label) {
  const res = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-portal-${label}-${Date.now()}@example.com`, password: 'bench password 123' }),
  });
  if (res.status !== 200) throw new Error(`signup: ${res.status} ${await res.text()}`);
  const body = await res.json();
  return { id: body.user.id, email: body.user.email, token: body.access_token };
}

async function timeGet(baseUrl, path, token) {
  const samples = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    await res.json();
    samples.push(performance.now() - started);
  }
  return round(p95(samples.slice(10)));
}

/** 10,000 clients with 5 engagements each (tax years 2021-2025, mixed kinds and statuses), 2 requests per engagement. */
async function seed(client, staffIds, me) {
  await client.query(
    `INSERT INTO auth.users (email, raw_app_meta_data) SELECT 'bench-portal-client-' || i || '@example.com', '{"provider":"email"}' FROM generate_series(1, $1) AS i`,
    [CLIENTS - 1],
  );
  await client.query(
    `INSERT INTO engagements (client_email, client_user_id, tax_year, kind, status, assignee_user_id, office, created_at)
     SELECT u.email, u.id, 2021 + (n % 5), (ARRAY['individual','business','amended','other'])[1 + ((n / 5) % 4)],
            (ARRAY[${STATUSES.map((s) => `'${s}'`).join(',')}])[1 + (n * 7 + rn) % 9],
            ($1::uuid[])[1 + (rn % array_length($1::uuid[], 1))],
            (ARRAY['dearborn','ypsilanti','ann-arbor','remote'])[1 + rn % 4],
            now() - make_interval(secs => rn * 60 + n)
     FROM (SELECT id, email, row_number() OVER (ORDER BY id) AS rn FROM auth.users WHERE email LIKE 'bench-portal-client-%' OR id = $2) u
     CROSS JOIN generate_series(0, 4) AS n`,
    [staffIds, me],
  );
  await client.query(
    `INSERT INTO document_requests (engagement_id, type, title, status, next_reminder_at)
     SELECT e.id, (ARRAY['document','question'])[1 + n], 'Bench item ' || n,
            (ARRAY['open','submitted','accepted','returned','closed'])[1 + (abs(hashtext(e.id::text)) + n) % 5], NULL
     FROM engagements e CROSS JOIN generate_series(0, 1) AS n`,
  );
  await client.query('ANALYZE engagements');
  await client.query('ANALYZE document_requests');
  await client.query('ANALYZE auth.users');
  const { rows } = await client.query('SELECT count(*)::int AS engagements, count(DISTINCT client_user_id)::int AS clients FROM engagements');
  return rows[0];
}

/** The cursor a staff member holds after 499 pages of 25 of this filter: the 12,475th row's (created_at, id). */
async function cursorOfPage(client, page, status, assignee) {
  const { rows } = await client.query(
    `SELECT created_at::text AS at, id FROM engagements WHERE status = $1 AND assignee_user_id = $2 ORDER BY created_at DESC, id DESC OFFSET $3 LIMIT 1`,
    [status, assignee, (page - 1) * 25 - 1],
  );
  if (!rows[0]) return null;
  return Buffer.from(JSON.stringify([rows[0].at, rows[0].id])).toString('base64url');
}

export async function benchPortal({ baseUrl, root, varDir }) {
  const require = createRequire(import.meta.url);
  const { EmbeddedPostgres } = require(join(root, 'dist/api/apps/api/src/platform/database/embedded-postgres.js'));
  const { Client } = require('pg');
  const url = EmbeddedPostgres.runningUrl(join(varDir, 'postgres'));
  if (!url) throw new Error('the bench server has no running embedded PostgreSQL');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const staff = await signUp(baseUrl, 'staff');
    await client.query(`UPDATE auth.users SET raw_app_meta_data = raw_app_meta_data || '{"roles":["staff"]}' WHERE id = $1`, [staff.id]);
    const me = await signUp(baseUrl, 'client');
    // Two staff members share the engagements, so one assignee's filter holds about 25,000 rows (page 500 exists).
    const other = await signUp(baseUrl, 'staff2');
    await client.query(`UPDATE auth.users SET raw_app_meta_data = raw_app_meta_data || '{"roles":["staff"]}' WHERE id = $1`, [other.id]);
    const counts = await seed(client, [staff.id, other.id], me.id);
    const mine = (await client.query(`SELECT id FROM engagements WHERE client_user_id = $1 ORDER BY created_at DESC LIMIT 1`, [me.id])).rows[0].id;
    const scale = `${counts.clients.toLocaleString('en-US')} clients, ${counts.engagements.toLocaleString('en-US')} engagements`;

    const rows = [
      { name: `GET /api/portal/engagements p95 (${scale})`, value: await timeGet(baseUrl, '/api/portal/engagements', me.token), unit: 'ms' },
      { name: 'GET /api/portal/engagements/{id} p95', value: await timeGet(baseUrl, `/api/portal/engagements/${mine}`, me.token), unit: 'ms' },
      {
        name: 'GET /api/portal/engagements/{id}/requests p95',
        value: await timeGet(baseUrl, `/api/portal/engagements/${mine}/requests`, me.token),
        unit: 'ms',
      },
    ];
    const filter = `status=in_preparation&assignee=${staff.id}`;
    const filtered = (await client.query(`SELECT count(*)::int AS n FROM engagements WHERE status = 'in_preparation' AND assignee_user_id = $1`, [staff.id]))
      .rows[0].n;
    rows.push({
      name: `GET /api/admin/engagements?status&assignee page 1 p95 (${filtered} match)`,
      value: await timeGet(baseUrl, `/api/admin/engagements?${filter}`, staff.token),
      unit: 'ms',
    });
    const assigneeOnly = `assignee=${staff.id}`;
    rows.push({
      name: 'GET /api/admin/engagements?assignee page 1 p95',
      value: await timeGet(baseUrl, `/api/admin/engagements?${assigneeOnly}`, staff.token),
      unit: 'ms',
    });
    const { rows: deepRows } = await client.query(
      `SELECT created_at::text AS at, id FROM engagements WHERE assignee_user_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT 1`,
      [staff.id, 499 * 25 - 1],
    );
    const deep = deepRows[0] ? Buffer.from(JSON.stringify([deepRows[0].at, deepRows[0].id])).toString('base64url') : null;
    if (deep) {
      rows.push({
        name: 'GET /api/admin/engagements?assignee page 500 p95',
        value: await timeGet(baseUrl, `/api/admin/engagements?${assigneeOnly}&cursor=${deep}`, staff.token),
        unit: 'ms',
      });
    }
    const deepFiltered = await cursorOfPage(client, Math.min(500, Math.floor(filtered / 25)), 'in_preparation', staff.id);
    if (deepFiltered) {
      rows.push({
        name: `GET /api/admin/engagements?status&assignee last page (${Math.min(500, Math.floor(filtered / 25))}) p95`,
        value: await timeGet(baseUrl, `/api/admin/engagements?${filter}&cursor=${deepFiltered}`, staff.token),
        unit: 'ms',
      });
    }
    rows.push({ name: 'GET /api/admin/engagements (no filter) page 1 p95', value: await timeGet(baseUrl, '/api/admin/engagements', staff.token), unit: 'ms' });
    return rows;
  } finally {
    await client.end();
  }
}
