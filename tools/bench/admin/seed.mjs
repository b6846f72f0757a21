// Seeds the back-office bench: `rows` records of every kind the global search reads, with SQL (generate_series)
// straight into the server's embedded database, then ANALYZE. Names are "<first> <last>" from twenty of each, so a
// three-letter prefix matches about a twentieth of a table: the search must stop early, not read every match.
const FIRST = [
  'Amira',
  'Brandon',
  'Carmen',
  'Daniel',
  'Elena',
  'Farid',
  'Grace',
  'Hassan',
  'Irene',
  'Jamal',
  'Karen',
  'Layla',
  'Marcus',
  'Nadia',
  'Omar',
  'Priya',
  'Quentin',
  'Rosa',
  'Samir',
  'Tanya',
];
const LAST = [
  'Abbas',
  'Brown',
  'Chen',
  'Davis',
  'Evans',
  'Fakhoury',
  'Garcia',
  'Haddad',
  'Ibrahim',
  'Johnson',
  'Khan',
  'Lopez',
  'Miller',
  'Nguyen',
  'Owens',
  'Patel',
  'Quinn',
  'Rivera',
  'Saleh',
  'Taylor',
];
const array = (values) => `ARRAY[${values.map((v) => `'${v}'`).join(', ')}]`;
const FIRST_OF = `(${array(FIRST)})[1 + i % ${FIRST.length}]`;
const LAST_OF = `(${array(LAST)})[1 + (i / ${FIRST.length}) % ${LAST.length}]`;
const NAME = `${FIRST_OF} || ' ' || ${LAST_OF}`;
const EMAIL = (tag) => `lower(${FIRST_OF}) || '.' || lower(${LAST_OF}) || '.${tag}' || i || '@example.com'`;
const PHONE = `'(734) 5' || lpad((i % 100)::text, 2, '0') || '-' || lpad((i % 10000)::text, 4, '0')`;
const OFFICE = `(ARRAY['dearborn', 'ypsilanti', 'ann-arbor', 'remote'])[1 + i % 4]`;
const STATUS = `(ARRAY['new', 'in_progress', 'done', 'spam'])[1 + (i / 7) % 4]`;
const WHEN = `now() - i * interval '1 minute'`;

/** Each kind's INSERT ... SELECT over generate_series(1, $1) AS i. References start B (bench) so they never collide. */
export const SEED = [
  `INSERT INTO tax_intakes (reference, schema_version, full_name, email, phone, filing_status, office, contact_method, contact_time, answers, consented_at, status, created_at, updated_at)
   SELECT 'HT-B' || lpad(i::text, 7, '0'), 1, ${NAME}, ${EMAIL('ti')}, ${PHONE}, (ARRAY['single', 'married_filing_jointly', 'head_of_household'])[1 + i % 3],
          ${OFFICE}, 'email', 'any', '{}'::jsonb, now(), ${STATUS}, ${WHEN}, now() FROM generate_series(1, $1) AS i`,
  `INSERT INTO contact_messages (reference, name, email, phone, office, message, status, created_at, updated_at)
   SELECT 'HC-B' || lpad(i::text, 7, '0'), ${NAME}, ${EMAIL('cm')}, ${PHONE}, ${OFFICE}, 'Please call me back', ${STATUS}, ${WHEN}, now() FROM generate_series(1, $1) AS i`,
  `INSERT INTO group_registrations (reference, organization, contact_name, email, phone, group_size, office, status, created_at, updated_at)
   SELECT 'HG-B' || lpad(i::text, 7, '0'), 'Bench Group ' || i, ${NAME}, ${EMAIL('gr')}, ${PHONE}, 2 + i % 50, ${OFFICE}, ${STATUS}, ${WHEN}, now() FROM generate_series(1, $1) AS i`,
  `INSERT INTO career_applications (reference, job_id, name, email, phone, status, created_at, updated_at)
   SELECT 'HA-B' || lpad(i::text, 7, '0'), 'experienced-tax-preparer', ${NAME}, ${EMAIL('ca')}, ${PHONE}, ${STATUS}, ${WHEN}, now() FROM generate_series(1, $1) AS i`,
  `INSERT INTO booking_appointments (reference, office, service, starts_at, ends_at, status, name, email, phone, manage_token_hash, created_at, updated_at)
   SELECT 'HB-B' || lpad(i::text, 7, '0'), ${OFFICE}, 'tax-preparation', now() - i * interval '1 hour', now() - i * interval '1 hour' + interval '1 hour',
          'confirmed', ${NAME}, ${EMAIL('ba')}, ${PHONE}, 'bench-' || i, ${WHEN}, now() FROM generate_series(1, $1) AS i`,
  `INSERT INTO payments (reference, amount_cents, description, name, email, phone, course, status, paid_at, created_at, updated_at)
   SELECT 'HP-B' || lpad(i::text, 7, '0'), 12345, 'Tax school', ${NAME}, ${EMAIL('pa')}, ${PHONE}, 'basic', 'paid', ${WHEN}, ${WHEN}, now() FROM generate_series(1, $1) AS i`,
  `INSERT INTO tax_school_registrations (payment_id, name, email, phone, course, paid_at, created_at)
   SELECT id, name, email, phone, 'basic', paid_at, created_at FROM payments WHERE reference LIKE 'HP-B%' LIMIT $1`,
  `INSERT INTO referrals (referrer_name, referrer_email, friend_name, friend_email, friend_phone, source, status, created_at, updated_at)
   SELECT 'Bench Referrer ' || i, 'referrer' || i || '@example.com', ${NAME}, ${EMAIL('rf')}, ${PHONE}, 'form', 'pending', ${WHEN}, now() FROM generate_series(1, $1) AS i`,
  `INSERT INTO engagements (client_email, tax_year, kind, office, created_at)
   SELECT ${EMAIL('en')}, 2025, 'individual', ${OFFICE}, ${WHEN} FROM generate_series(1, $1) AS i`,
  `INSERT INTO auth.users (email, created_at, updated_at) SELECT ${EMAIL('pe')}, ${WHEN}, now() FROM generate_series(1, $1) AS i`,
];

export const SEEDED_TABLES = [
  'tax_intakes',
  'contact_messages',
  'group_registrations',
  'career_applications',
  'booking_appointments',
  'payments',
  'tax_school_registrations',
  'referrals',
  'engagements',
  'auth.users',
];

export async function seedAdmin(db, rows) {
  for (const sql of SEED) await db.query(sql, [rows]);
  for (const table of SEEDED_TABLES) await db.query(`ANALYZE ${table}`);
}
