import { signUpRaw } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { sql } from '../support/sql';
import { apiCall, staffMember } from '../tax-intake/tax-intake-http';

type Hit = { kind: string; id: string; label: string; secondary: string; path: string };

/** One record of every kind the search reads, all for "Quillon Zebedee", (313) 555-0199, references ending -Q1. */
async function seedOneOfEach(databaseUrl: string): Promise<void> {
  const name = 'Quillon Zebedee';
  const email = 'quillon.zebedee@example.com';
  const phone = '+1 (313) 555-0199';
  const statements = [
    `INSERT INTO tax_intakes (reference, schema_version, full_name, email, phone, filing_status, office, contact_method, contact_time, answers, consented_at)
     VALUES ('HT-QZ0001', 1, $1, $2, $3, 'single', 'dearborn', 'email', 'any', '{}', now())`,
    `INSERT INTO contact_messages (reference, name, email, phone, office, message) VALUES ('HC-QZ0001', $1, $2, $3, 'dearborn', 'Hello')`,
    `INSERT INTO group_registrations (reference, organization, contact_name, email, phone, group_size, office)
     VALUES ('HG-QZ0001', 'Zebedee Works', $1, $2, $3, 5, 'dearborn')`,
    `INSERT INTO career_applications (reference, job_id, name, email, phone) VALUES ('HA-QZ0001', 'experienced-tax-preparer', $1, $2, $3)`,
    `INSERT INTO booking_appointments (reference, office, service, starts_at, ends_at, name, email, phone, manage_token_hash)
     VALUES ('HB-QZ0001', 'dearborn', 'tax-preparation', now() + interval '2 days', now() + interval '2 days 1 hour', $1, $2, $3, 'search-spec')`,
    `INSERT INTO payments (reference, amount_cents, description, name, email, phone, course, status, paid_at)
     VALUES ('HP-QZ0001', 12345, 'Tax school', $1, $2, $3, 'basic', 'paid', now())`,
    `INSERT INTO tax_school_registrations (payment_id, name, email, phone, course, paid_at)
     SELECT id, $1, $2, $3, 'basic', now() FROM payments WHERE reference = 'HP-QZ0001'`,
    `INSERT INTO referrals (referrer_name, referrer_email, friend_name, friend_email, friend_phone, source) VALUES ('Ref Errer', 'referrer.qz@example.com', $1, $2, $3, 'form')`,
    `INSERT INTO engagements (client_email, tax_year, kind, office) SELECT $2, 2025, 'individual', 'dearborn' WHERE $1 <> $3`,
  ];
  for (const statement of statements) await sql(databaseUrl, statement, [name, email, phone]);
}

describe('GET /api/admin/search', () => {
  let t: AuthTestApp;
  let staff: { id: string; token: string };
  let person: string;

  beforeAll(async () => {
    t = await startAuthTestApp();
    staff = await staffMember(t);
    person = (await signUpRaw(t.authUrl, 'quillon.zebedee@example.com')).user.id;
    await seedOneOfEach(t.database.url);
  });
  afterAll(() => t.close());

  const search = (q: string, token: string | undefined = staff.token) =>
    apiCall<{ items: Hit[] }>(t, 'GET', `/admin/search?q=${encodeURIComponent(q)}`, { token });
  const kindsOf = (items: Hit[]) => items.map((hit) => hit.kind).sort();
  const EVERY_KIND = [
    'applications',
    'appointments',
    'contact-messages',
    'engagements',
    'group-registrations',
    'payments',
    'people',
    'referrals',
    'tax-intakes',
    'tax-school-registrations',
  ];

  it('finds every kind by the start of the email, each hit with its label and the path of its record', async () => {
    const res = await search('QUILLON.zeb');
    expect(res.status).toBe(200);
    expect(kindsOf(res.body.items)).toEqual(EVERY_KIND);
    const intake = res.body.items.find((hit) => hit.kind === 'tax-intakes')!;
    expect(intake).toMatchObject({ label: 'Quillon Zebedee', secondary: 'HT-QZ0001 · quillon.zebedee@example.com' });
    expect(intake.path).toBe(`/admin/tax-intakes/${intake.id}`);
    expect(res.body.items.find((hit) => hit.kind === 'people')!.path).toBe(`/admin/people/${person}`);
    const [payment] = await sql<{ id: string }>(t.database.url, `SELECT id FROM payments WHERE reference = 'HP-QZ0001'`);
    expect(res.body.items.find((hit) => hit.kind === 'tax-school-registrations')!.path).toBe(`/admin/payments/${payment!.id}`);
  });

  it('finds by the start of a name, of a phone number in any spelling, and of a reference', async () => {
    const byName = await search('quillon z');
    expect(kindsOf(byName.body.items)).toEqual(EVERY_KIND.filter((kind) => kind !== 'engagements' && kind !== 'people'));
    for (const phone of ['313 555', '(313) 555-01', '+1 313 555 0199', '3135550199']) {
      expect(kindsOf((await search(phone)).body.items)).toEqual(EVERY_KIND.filter((kind) => !['engagements', 'people'].includes(kind)));
    }
    expect((await search('ht-qz')).body.items.map((hit) => hit.kind)).toEqual(['tax-intakes']);
    expect((await search('zebedee w')).body.items.map((hit) => hit.label)).toEqual(['Quillon Zebedee (Zebedee Works)']);
    expect((await search('nobody-like-this')).body.items).toEqual([]);
  });

  it('reads a LIKE wildcard as the character it is', async () => {
    expect((await search('q%')).body.items).toEqual([]);
    expect((await search('__')).body.items).toEqual([]);
  });

  it('is audited once per search, with the length of the text and never the text', async () => {
    await search('quillon.zebedee@example');
    const rows = await sql<{ details: Record<string, unknown> }>(
      t.database.url,
      `SELECT details FROM audit_log WHERE action = 'admin_search.searched' AND actor_id = $1 ORDER BY id DESC LIMIT 1`,
      [staff.id],
    );
    expect(rows[0]!.details).toEqual({ length: 23, matchedAs: ['name', 'email'] });
    expect(JSON.stringify(rows)).not.toContain('quillon');
  });

  it('answers 400 naming q for a missing, empty, one-letter or too long text', async () => {
    for (const path of ['/admin/search', '/admin/search?q=', '/admin/search?q=%20%20', '/admin/search?q=a', `/admin/search?q=${'a'.repeat(101)}`]) {
      const res = await apiCall<{ code: string; errors: Array<{ field: string }> }>(t, 'GET', path, { token: staff.token });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.errors.map((error) => error.field)).toEqual(['q']);
    }
  });

  it('is for staff only: 401 signed out, 403 for a client', async () => {
    expect((await apiCall(t, 'GET', '/admin/search?q=quillon')).status).toBe(401);
    const client = await signUpRaw(t.authUrl, uniqueEmail('client'));
    expect((await search('quillon', client.access_token)).status).toBe(403);
  });
});

describe('GET /api/admin/queues', () => {
  let t: AuthTestApp;
  let staff: { id: string; token: string };

  beforeAll(async () => {
    t = await startAuthTestApp();
    staff = await staffMember(t);
    await seedOneOfEach(t.database.url);
  });
  afterAll(() => t.close());

  it("counts every sidebar queue in one answer, the staff member's own engagements included", async () => {
    await sql(t.database.url, `UPDATE engagements SET assignee_user_id = $1`, [staff.id]);
    const res = await apiCall<{ counts: Record<string, number> }>(t, 'GET', '/admin/queues', { token: staff.token });
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual({
      engagements: 1,
      inbox: 0,
      'tax-intakes': 1,
      'contact-messages': 1,
      'group-registrations': 1,
      applications: 1,
      appointments: 0,
      referrals: 1,
      myWork: 0,
    });
    expect((await apiCall(t, 'GET', '/admin/queues')).status).toBe(401);
  });
});
