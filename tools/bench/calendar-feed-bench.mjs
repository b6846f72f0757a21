// Staff calendar feed numbers for `npm run bench`: p95 time and size of GET /api/calendar/{token}.ics when the feed's
// offices hold 5,000 appointments in its window (its cap), the case of a busy season. Appointments are inserted with
// SQL (generate_series) into the server's own embedded database. Asserts nothing.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const ROWS = Number(process.env.BENCH_FEED_ROWS ?? 5_000);
const RUNS = Number(process.env.BENCH_FEED_RUNS ?? 50);

const p95 = (values) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];
const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

export async function benchCalendarFeed({ baseUrl, root, varDir }) {
  const require = createRequire(import.meta.url);
  const { EmbeddedPostgres } = require(join(root, 'dist/api/apps/api/src/platform/database/embedded-postgres.js'));
  const { Client } = require('pg');
  const client = new Client({ connectionString: EmbeddedPostgres.runningUrl(join(varDir, 'postgres')) });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO booking_appointments (reference, office, service, starts_at, ends_at, name, email, phone, manage_token_hash, status, ics_sequence)
       SELECT 'HB-F' || lpad(i::text, 7, '0'), 'ypsilanti', 'individual-return',
              date_trunc('hour', now()) + (i % 300) * interval '1 day' + (i / 300) * interval '30 minutes',
              date_trunc('hour', now()) + (i % 300) * interval '1 day' + (i / 300) * interval '30 minutes' + interval '1 hour',
              'Bench Client ' || i, 'feed' || i || '@example.com', '(734) 555-0100', 'bench-feed-' || i || '-' || gen_random_uuid(),
              CASE WHEN i % 10 = 0 THEN 'cancelled' ELSE 'confirmed' END, i % 3
       FROM generate_series(1, $1) AS i`,
      [ROWS],
    );
    const email = `bench-feed-staff-${Date.now()}@example.com`;
    const signup = await fetch(`${baseUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'bench password 123' }),
    });
    const session = await signup.json();
    await client.query(`UPDATE auth.users SET raw_app_meta_data = raw_app_meta_data || '{"roles":["staff"]}' WHERE id = $1`, [session.user.id]);
    const created = await fetch(`${baseUrl}/api/admin/calendar-feeds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.access_token}` },
      body: JSON.stringify({ offices: ['ypsilanti'] }),
    });
    if (created.status !== 201) throw new Error(`create feed: ${created.status} ${await created.text()}`);
    const path = new URL((await created.json()).url).pathname;
    const times = [];
    let bytes = 0;
    let events = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const res = await fetch(`${baseUrl}${path}`);
      const text = await res.text();
      times.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`feed: ${res.status}`);
      bytes = Buffer.byteLength(text);
      events = text.split('BEGIN:VEVENT').length - 1;
    }
    return [
      { name: 'feed GET p95', value: round(p95(times)), unit: 'ms', note: `${events} appointments, ${RUNS} reads` },
      { name: 'feed size', value: round(bytes / 1024), unit: 'KiB', note: 'uncompressed' },
    ];
  } finally {
    await client.end();
  }
}
