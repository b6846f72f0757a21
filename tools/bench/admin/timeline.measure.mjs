// One page per client (GET /api/admin/people/{id}/timeline): a client with 200 timeline entries (25 each of tax
// intakes, contact messages, appointments, applications, group registrations, payments, referrals made, and
// engagements with their portal messages) among the seeded `rows` of every kind; the first page (100 newest) and the
// whole timeline in pages of 50, each asked `runs` times. The person is named by one of their records (no account).
import { p95, round, timedGet } from './common.mjs';

const EMAIL = 'timeline.bench.client@example.com';
const EACH = 25;
const WHEN = `now() - i * interval '37 minutes'`;

const INSERTS = [
  `INSERT INTO tax_intakes (reference, schema_version, full_name, email, phone, filing_status, office, contact_method, contact_time, answers, consented_at, created_at, updated_at)
   SELECT 'HT-T' || lpad(i::text, 7, '0'), 1, 'Tim Line', $1, '(734) 555-0100', 'single', 'dearborn', 'email', 'any', '{}'::jsonb, now(), ${WHEN}, now() FROM generate_series(1, $2) AS i`,
  `INSERT INTO contact_messages (reference, name, email, phone, office, message, created_at, updated_at)
   SELECT 'HC-T' || lpad(i::text, 7, '0'), 'Tim Line', $1, '(734) 555-0100', 'dearborn', 'Call me', ${WHEN}, now() FROM generate_series(1, $2) AS i`,
  `INSERT INTO booking_appointments (reference, office, service, starts_at, ends_at, status, name, email, phone, manage_token_hash, created_at, updated_at)
   SELECT 'HB-T' || lpad(i::text, 7, '0'), 'dearborn', 'tax-preparation', now() + i * interval '1 day', now() + i * interval '1 day' + interval '1 hour',
          'confirmed', 'Tim Line', $1, '(734) 555-0100', 'timeline-bench-' || i, ${WHEN}, now() FROM generate_series(1, $2) AS i`,
  `INSERT INTO career_applications (reference, job_id, name, email, phone, created_at, updated_at)
   SELECT 'HA-T' || lpad(i::text, 7, '0'), 'experienced-tax-preparer', 'Tim Line', $1, '(734) 555-0100', ${WHEN}, now() FROM generate_series(1, $2) AS i`,
  `INSERT INTO group_registrations (reference, organization, contact_name, email, phone, group_size, office, created_at, updated_at)
   SELECT 'HG-T' || lpad(i::text, 7, '0'), 'Timeline Group', 'Tim Line', $1, '(734) 555-0100', 10, 'dearborn', ${WHEN}, now() FROM generate_series(1, $2) AS i`,
  `INSERT INTO payments (reference, amount_cents, description, name, email, phone, status, paid_at, created_at, updated_at)
   SELECT 'HP-T' || lpad(i::text, 7, '0'), 5000, 'Tax preparation', 'Tim Line', $1, '(734) 555-0100', 'paid', ${WHEN}, ${WHEN}, now() FROM generate_series(1, $2) AS i`,
  `INSERT INTO referrals (referrer_name, referrer_email, friend_name, friend_email, source, created_at, updated_at)
   SELECT 'Tim Line', $1, 'Friend ' || i, 'timeline.friend' || i || '@example.com', 'form', ${WHEN}, now() FROM generate_series(1, $2) AS i`,
  `INSERT INTO engagements (client_email, tax_year, kind, office, created_at)
   SELECT $1, 2000 + i, 'individual', 'dearborn', ${WHEN} FROM generate_series(1, $2 - 5) AS i`,
  `INSERT INTO engagement_messages (engagement_id, author, body, created_at)
   SELECT id, 'client', 'Here are my documents', created_at + interval '1 minute' FROM engagements WHERE client_email = $1 LIMIT $2::int / 5`,
];

export async function measure(ctx) {
  for (const sql of INSERTS) await ctx.db.query(sql, [EMAIL, EACH]);
  for (const table of [
    'tax_intakes',
    'contact_messages',
    'booking_appointments',
    'career_applications',
    'group_registrations',
    'payments',
    'referrals',
    'engagements',
    'engagement_messages',
  ]) {
    await ctx.db.query(`ANALYZE ${table}`);
  }
  const { rows } = await ctx.db.query(`SELECT id FROM tax_intakes WHERE email = $1 LIMIT 1`, [EMAIL]);
  const person = `tax-intakes.${rows[0].id}`;
  const first = [];
  const walk = [];
  let entries = 0;
  for (let i = 0; i < ctx.runs; i++) {
    first.push((await timedGet(ctx.baseUrl, ctx.token, `/api/admin/people/${person}/timeline?limit=100`)).ms);
  }
  for (let i = 0; i < Math.max(1, Math.round(ctx.runs / 4)); i++) {
    let cursor = null;
    entries = 0;
    do {
      const { ms, body } = await timedGet(ctx.baseUrl, ctx.token, `/api/admin/people/${person}/timeline?limit=50${cursor ? `&cursor=${cursor}` : ''}`);
      walk.push(ms);
      entries += body.items.length;
      cursor = body.nextCursor;
    } while (cursor);
  }
  return [
    { name: 'admin client timeline p95, first page of 100 (200 entries)', value: round(p95(first)), unit: 'ms', note: `${first.length} requests` },
    {
      name: 'admin client timeline p95, each page of 50 walking all entries',
      value: round(p95(walk)),
      unit: 'ms',
      note: `${walk.length} requests; ${entries} entries`,
    },
  ];
}
