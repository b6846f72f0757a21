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

/**
 * p95 (ms) of each path, the paths requested in turn (a, b, c, a, b, c, ...) so that all of them meet the same load
 * on a shared host: page 1 and page 500 are compared under the same conditions.
 */
async function timeInTurn(baseUrl, paths, token) {
  const samples = paths.map(() => []);
  for (let run = 0; run < RUNS; run++) {
    for (const [index, path] of paths.entries()) {
      const started = performance.now();
      const res = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      await res.json();
      samples[index].push(performance.now() - started);
    }
  }
  return samples.map((values) => round(p95(values.slice(10))));
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

/**
 * The database's own time for the list queries (EXPLAIN ANALYZE's execution time, p95 over RUNS), through the built
 * repository's SQL: the part of each request that grows with the tables, read apart from HTTP, auth and JSON, whose
 * cost on a shared host is mostly the host's load.
 */
async function databaseTimes(root, client, cases) {
  const require = createRequire(import.meta.url);
  const { EngagementsRepository } = require(join(root, 'dist/api/apps/api/src/modules/engagements/engagements.repository.js'));
  const repository = new EngagementsRepository();
  const rows = [];
  for (const [name, run] of cases) {
    const samples = [];
    for (let i = 0; i < RUNS; i++) {
      let total = 0;
      const explaining = {
        query: async (sql, params) => {
          const result = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
          total += result.rows[0]['QUERY PLAN'][0]['Execution Time'];
          return [];
        },
      };
      await run(repository, explaining);
      samples.push(total);
    }
    rows.push({ name: `database time p95: ${name}`, value: round(p95(samples.slice(10)), 3), unit: 'ms' });
  }
  return rows;
}

const positionOf = (cursor) => {
  const [atText, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  return { atText, id };
};

/** The cursor a staff member holds after `page - 1` pages of 25 of this filter (status may be null: any). */
async function cursorOfPage(client, page, status, assignee) {
  const { rows } = await client.query(
    `SELECT created_at::text AS at, id FROM engagements WHERE ($1::text IS NULL OR status = $1) AND assignee_user_id = $2
     ORDER BY created_at DESC, id DESC OFFSET $3 LIMIT 1`,
    [status, assignee, (page - 1) * 25 - 1],
  );
  if (!rows[0]) throw new Error(`no page ${page} for this filter`);
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

    const portal = ['/api/portal/engagements', `/api/portal/engagements/${mine}`, `/api/portal/engagements/${mine}/requests`];
    const [list, detail, requests] = await timeInTurn(baseUrl, portal, me.token);
    const rows = [
      { name: `GET /api/portal/engagements p95 (${scale})`, value: list, unit: 'ms' },
      { name: 'GET /api/portal/engagements/{id} p95', value: detail, unit: 'ms' },
      { name: 'GET /api/portal/engagements/{id}/requests p95', value: requests, unit: 'ms' },
    ];
    const filter = `status=in_preparation&assignee=${staff.id}`;
    const filtered = (await client.query(`SELECT count(*)::int AS n FROM engagements WHERE status = 'in_preparation' AND assignee_user_id = $1`, [staff.id]))
      .rows[0].n;
    const lastFilteredPage = Math.min(500, Math.floor(filtered / 25));
    const assigned = (await client.query(`SELECT count(*)::int AS n FROM engagements WHERE assignee_user_id = $1`, [staff.id])).rows[0].n;
    const assigneeOnly = `assignee=${staff.id}`;
    const staffPaths = [
      `/api/admin/engagements?${filter}`,
      `/api/admin/engagements?${filter}&cursor=${await cursorOfPage(client, lastFilteredPage, 'in_preparation', staff.id)}`,
      `/api/admin/engagements?${assigneeOnly}`,
      `/api/admin/engagements?${assigneeOnly}&cursor=${await cursorOfPage(client, 500, null, staff.id)}`,
      '/api/admin/engagements',
    ];
    const [filteredFirst, filteredLast, assigneeFirst, assignee500, unfiltered] = await timeInTurn(baseUrl, staffPaths, staff.token);
    rows.push(
      { name: `GET /api/admin/engagements?status&assignee page 1 p95 (${filtered} match)`, value: filteredFirst, unit: 'ms' },
      { name: `GET /api/admin/engagements?status&assignee page ${lastFilteredPage} (last) p95`, value: filteredLast, unit: 'ms' },
      { name: `GET /api/admin/engagements?assignee page 1 p95 (${assigned} match)`, value: assigneeFirst, unit: 'ms' },
      { name: 'GET /api/admin/engagements?assignee page 500 p95', value: assignee500, unit: 'ms' },
      { name: 'GET /api/admin/engagements (no filter) page 1 p95', value: unfiltered, unit: 'ms' },
    );
    const [, filteredCursor, , assigneeCursor] = staffPaths.map((path) => new URL(path, baseUrl).searchParams.get('cursor'));
    rows.push(
      ...(await databaseTimes(root, client, [
        ["client's engagement list", (r, tx) => r.listForClient(tx, me.id, 26)],
        ['staff list status+assignee page 1', (r, tx) => r.listForStaff(tx, { status: 'in_preparation', assignee: staff.id }, 26)],
        [
          `staff list status+assignee page ${lastFilteredPage}`,
          (r, tx) => r.listForStaff(tx, { status: 'in_preparation', assignee: staff.id }, 26, undefined, positionOf(filteredCursor)),
        ],
        ['staff list assignee page 1', (r, tx) => r.listForStaff(tx, { assignee: staff.id }, 26)],
        ['staff list assignee page 500', (r, tx) => r.listForStaff(tx, { assignee: staff.id }, 26, undefined, positionOf(assigneeCursor))],
      ])),
    );
    return rows;
  } finally {
    await client.end();
  }
}
