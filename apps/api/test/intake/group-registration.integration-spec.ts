import { EventBus } from '../../src/platform/events/event-bus';
import { LeadCreated } from '../../src/platform/events/lead-created.event';
import { startAuthTestApp, type AuthTestApp } from '../support/auth-test-app';
import { outboxDrained } from '../support/outbox';
import { sql } from '../support/sql';
import { apiCall, expectReplayedPost } from '../tax-intake/tax-intake-http';
import { validGroupRegistration } from './intake-http';

const REFERENCE = /^HG-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const storedFor = (t: AuthTestApp, email: string) =>
  sql(
    t.database.url,
    'SELECT reference, organization, contact_name, phone, group_size, office, notes, affiliate, referral_code, status FROM group_registrations WHERE email = $1',
    [email],
  );
const outboxCount = async (t: AuthTestApp) => (await sql<{ n: number }>(t.database.url, 'SELECT count(*)::int AS n FROM mail_outbox'))[0]!.n;

describe('POST /api/intake/group-registrations', () => {
  let t: AuthTestApp;
  const leads: Array<Pick<LeadCreated, 'source' | 'name' | 'email' | 'phone' | 'referralCode'>> = [];

  beforeAll(async () => {
    t = await startAuthTestApp();
    t.app.get(EventBus).on(LeadCreated, async ({ source, name, email, phone, referralCode }) => {
      leads.push({ source, name, email, phone, referralCode });
    });
  });
  afterAll(() => t.close());

  it('stores the registration with its affiliate, announces the lead with the referral cookie, and mails the organiser and the chosen office', async () => {
    const body = validGroupRegistration();
    const email = body['email'] as string;
    const res = await apiCall(t, 'POST', '/intake/group-registrations', { body, headers: { cookie: 'theme=dark; huron_ref=FRIEND-42' } });

    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(UUID), reference: expect.stringMatching(REFERENCE) });
    const reference = res.body['reference'] as string;
    expect(await storedFor(t, email)).toEqual([
      {
        reference,
        organization: 'Washtenaw Nurses Union Local 12',
        contact_name: 'Grace Hopper',
        phone: '(734) 555-0123',
        group_size: 40,
        office: 'ypsilanti',
        notes: 'Evenings in late January suit most members.',
        affiliate: 'union-12_winter',
        referral_code: 'FRIEND-42',
        status: 'new',
      },
    ]);
    expect(leads).toContainEqual({ source: 'group-registration', name: 'Grace Hopper', email, phone: '(734) 555-0123', referralCode: 'FRIEND-42' });

    await outboxDrained(t.app, t.database.url);
    const confirmation = await t.smtp.next(email);
    expect(confirmation.subject).toContain(reference);
    expect(confirmation.text).toContain(reference);
    expect(confirmation.html).toContain(reference);
    const office = await t.smtp.next('ypsilanti@hurontax.example', (m) => m.text.includes(reference));
    expect(office.text).toContain('Expected group size: 40');
    expect(office.text).toContain('Affiliate: union-12_winter');
    expect(office.text).toContain(email);
    expect(office.html).toContain('Washtenaw Nurses Union Local 12');
    // The random reference may itself hold 555: only the rest of the subject must not carry the registrant's details.
    for (const mail of [confirmation, office]) expect(mail.subject.replaceAll(reference, '')).not.toMatch(/Grace|Hopper|Washtenaw|example\.com|555/);
  });

  it('sends remote and unspecified offices to the main office (Dearborn); empty notes and affiliate are stored as none', async () => {
    const remote = validGroupRegistration({ office: 'remote', notes: '', affiliate: '' });
    const unspecified = validGroupRegistration({ office: undefined, notes: undefined, affiliate: undefined });
    const answers = [
      await apiCall(t, 'POST', '/intake/group-registrations', { body: remote }),
      await apiCall(t, 'POST', '/intake/group-registrations', { body: unspecified }),
    ];
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(await storedFor(t, remote['email'] as string)).toMatchObject([{ office: 'remote', notes: null, affiliate: null, referral_code: null }]);
    expect(await storedFor(t, unspecified['email'] as string)).toMatchObject([{ office: 'remote', notes: null, affiliate: null }]);
    await outboxDrained(t.app, t.database.url);
    for (const { body } of answers) await t.smtp.next('dearborn@hurontax.example', (m) => m.text.includes(body['reference'] as string));
  });

  it.each([
    ['organization', { organization: '  ' }],
    ['organization', { organization: 'x'.repeat(201) }],
    ['contactName', { contactName: undefined }],
    ['email', { email: 'not-an-email' }],
    ['phone', { phone: '' }],
    ['phone', { phone: '555-01' }],
    ['groupSize', { groupSize: 1 }],
    ['groupSize', { groupSize: 10_001 }],
    ['groupSize', { groupSize: 12.5 }],
    ['groupSize', { groupSize: 'many' }],
    ['office', { office: 'detroit' }],
    ['notes', { notes: 'x'.repeat(2001) }],
    ['affiliate', { affiliate: 'has spaces' }],
    ['affiliate', { affiliate: 'a'.repeat(65) }],
    ['affiliate', { affiliate: '<script>' }],
  ])('refuses a bad %s with 422 naming it, storing and mailing nothing', async (field, change) => {
    const body = validGroupRegistration(change);
    const before = await outboxCount(t);
    const res = await apiCall(t, 'POST', '/intake/group-registrations', { body });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ status: 422, code: 'validation_failed', errors: [{ field, message: expect.any(String) }] });
    expect(await storedFor(t, body['email'] as string)).toEqual([]);
    expect(await outboxCount(t)).toBe(before);
  });

  it('words the rules in its refusals', async () => {
    const res = await apiCall(t, 'POST', '/intake/group-registrations', { body: validGroupRegistration({ groupSize: 1, affiliate: 'x y' }) });
    expect(res.body['errors']).toEqual([
      // The message for developers; the kind and the reason for clients to word in their own language.
      { field: 'groupSize', message: 'must be a whole number from 2 to 10000', code: 'custom', params: { reason: 'group_size_range' } },
      { field: 'affiliate', message: 'must be 1 to 64 letters, digits, - or _', code: 'custom', params: { reason: 'affiliate_invalid' } },
    ]);
  });

  it('replays the first answer to a retry with the same Idempotency-Key: one registration, two mails', async () => {
    const body = validGroupRegistration();
    const before = await outboxCount(t);
    await expectReplayedPost(t, '/intake/group-registrations', body, 'group-double-click');
    expect(await storedFor(t, body['email'] as string)).toHaveLength(1);
    expect(await outboxCount(t)).toBe(before + 2);
  });
});
