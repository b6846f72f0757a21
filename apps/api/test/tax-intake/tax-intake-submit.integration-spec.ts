import { startAuthTestApp, type AuthTestApp } from '../support/auth-test-app';
import { outboxDrained } from '../support/outbox';
import { sql } from '../support/sql';
import { apiCall, validIntake } from './tax-intake-http';

const REFERENCE = /^HT-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

describe('POST /api/intake/tax-info', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    // The bot trap's minimum fill time on, as in production (the test default turns it off).
    t = await startAuthTestApp({ FORM_MIN_FILL_MS: '3000' });
  });
  afterAll(() => t.close());

  it('stores the answers (columns + versioned JSONB), answers 201 {id, reference} and mails the visitor and the office once each', async () => {
    const intake = validIntake();
    const res = await apiCall(t, 'POST', '/intake/tax-info', { body: intake, headers: { cookie: 'theme=dark; huron_ref=FRIEND42' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), reference: expect.stringMatching(REFERENCE) });

    const [row] = await sql(
      t.database.url,
      `SELECT reference, schema_version, full_name, email, filing_status, office, contact_method, contact_time, answers, notes, referral_code, status, version FROM tax_intakes WHERE id = $1`,
      [res.body['id']],
    );
    expect(row).toEqual({
      reference: res.body['reference'],
      schema_version: 1,
      full_name: 'Dana Client',
      email: intake['email'],
      filing_status: 'married_filing_jointly',
      office: 'ypsilanti',
      contact_method: 'text',
      contact_time: 'evening',
      answers: { spouse: intake['spouse'], dependents: intake['dependents'], income: intake['income'] },
      notes: 'Moved in June.',
      referral_code: 'FRIEND42',
      status: 'new',
      version: 1,
    });

    const confirmation = await t.smtp.next(intake['email'] as string);
    expect(confirmation.subject).toBe('We received your tax information');
    expect(confirmation.text).toContain(res.body['reference'] as string);
    expect(confirmation.html).toContain(res.body['reference'] as string);
    // The reference is random and may itself read "W2": only the rest of the message must not mention the answers.
    expect(confirmation.text.replaceAll(res.body['reference'] as string, '')).not.toMatch(/w-?2|childcare|mortgage|Ari Client/i);
    const notification = await t.smtp.next('ypsilanti@hurontax.example', (m) => m.text.includes(res.body['reference'] as string));
    expect(notification.subject).toBe(`New tax intake ${res.body['reference'] as string}`);
    expect(notification.subject).not.toContain('Dana');
    await outboxDrained(t.app, t.database.url);
    expect(t.smtp.received.filter((m) => m.text.includes(res.body['reference'] as string))).toHaveLength(2);
  });

  it('a remote client is announced to the main office (Dearborn)', async () => {
    const res = await apiCall(t, 'POST', '/intake/tax-info', { body: validIntake({ office: 'remote' }) });
    expect(res.status).toBe(201);
    const mail = await t.smtp.next('dearborn@hurontax.example', (m) => m.text.includes(res.body['reference'] as string));
    expect(mail.text).toContain('Office: Remote');
  });

  it.each([
    ['fullName', { fullName: '   ' }],
    ['email', { email: 'not-an-email' }],
    ['phone', { phone: '12' }],
    ['filingStatus', { filingStatus: 'complicated' }],
    ['spouse', { spouse: null }],
    [
      'dependents.1.birthYear',
      { dependents: [validIntake()['dependents'] as unknown[]][0]!.map((d, i) => (i === 1 ? { ...(d as object), birthYear: 1800 } : d)) },
    ],
    ['dependents.0.monthsLivedWithYou', { dependents: [{ fullName: 'Ari', relationship: 'daughter', birthYear: 2015, monthsLivedWithYou: 13 }] }],
    ['dependents.0.relationship', { dependents: [{ fullName: 'Ari', relationship: 'pet', birthYear: 2015, monthsLivedWithYou: 12 }] }],
    ['income.0', { income: ['lottery'] }],
    ['documents.0', { documents: ['not-a-uuid'] }],
    ['office', { office: 'detroit' }],
    ['contactMethod', { contactMethod: 'fax' }],
    ['contactTime', { contactTime: 'midnight' }],
    ['notes', { notes: 'my ssn is 123-45-6789' }],
    ['consent', { consent: false }],
  ])('refuses a bad %s with 422 naming that field, storing and mailing nothing', async (field, change) => {
    const before = await sql<{ n: number }>(t.database.url, `SELECT count(*)::int AS n FROM tax_intakes`);
    const res = await apiCall(t, 'POST', '/intake/tax-info', { body: validIntake(change) });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ status: 422, code: 'validation_failed' });
    expect((res.body['errors'] as Array<{ field: string }>).map((e) => e.field)).toEqual([field]);
    expect(await sql(t.database.url, `SELECT count(*)::int AS n FROM tax_intakes`)).toEqual(before);
  });

  it('words the rules a person can break without knowing: spouse when married, no SSN in notes, consent', async () => {
    const res = await apiCall(t, 'POST', '/intake/tax-info', { body: validIntake({ spouse: undefined, notes: 'ssn 123 45 6789', consent: false }) });
    expect(res.status).toBe(422);
    expect(res.body['errors']).toEqual([
      { field: 'notes', message: 'must not contain a Social Security number', code: 'custom', params: { reason: 'looks_like_ssn' } },
      { field: 'consent', message: 'must be accepted', code: 'custom', params: { reason: 'consent_required' } },
      { field: 'spouse', message: 'is required when the filing status is married', code: 'custom', params: { reason: 'spouse_required' } },
    ]);
  });

  it('honours Idempotency-Key: the same body replays the first answer and creates nothing; another body is 422', async () => {
    const body = validIntake();
    const headers = { 'idempotency-key': `intake-${Date.now()}` };
    const first = await apiCall(t, 'POST', '/intake/tax-info', { body, headers });
    const again = await apiCall(t, 'POST', '/intake/tax-info', { body, headers });
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, body: first.body });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await sql(t.database.url, `SELECT count(*)::int AS n FROM tax_intakes WHERE email = $1`, [body['email']])).toEqual([{ n: 1 }]);

    const other = await apiCall(t, 'POST', '/intake/tax-info', { body: { ...body, fullName: 'Someone Else' }, headers });
    expect(other).toMatchObject({ status: 422, body: { code: 'idempotency_key_reused' } });
    await outboxDrained(t.app, t.database.url);
    expect(t.smtp.received.filter((m) => m.to.includes(String(body['email'])))).toHaveLength(1);
  });

  it('a single filer needs no spouse', async () => {
    const res = await apiCall(t, 'POST', '/intake/tax-info', { body: validIntake({ filingStatus: 'single', spouse: undefined, dependents: [] }) });
    expect(res.status).toBe(201);
  });

  it('a bot (honeypot filled, or sent within 3 s of rendering) gets a normal-looking receipt; nothing is stored or mailed', async () => {
    const before = await sql<{ n: number }>(t.database.url, `SELECT count(*)::int AS n FROM tax_intakes`);
    const honeypot = validIntake({ website: 'http://spam.example' });
    const hasty = validIntake({ startedAt: Date.now() });
    for (const body of [honeypot, hasty]) {
      const res = await apiCall(t, 'POST', '/intake/tax-info', { body });
      expect(res.status).toBe(201);
      expect(res.body['reference']).toMatch(REFERENCE);
    }
    expect(await sql(t.database.url, `SELECT count(*)::int AS n FROM tax_intakes`)).toEqual(before);
    await outboxDrained(t.app, t.database.url);
    expect(t.smtp.pending(honeypot['email'] as string)).toEqual([]);
    expect(t.smtp.pending(hasty['email'] as string)).toEqual([]);
  });
});
