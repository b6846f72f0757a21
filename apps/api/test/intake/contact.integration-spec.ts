import { createServer } from 'node:net';
import { ContactMessagesRepository } from '../../src/modules/intake/contact-messages.repository';
import { EventBus } from '../../src/platform/events/event-bus';
import { LeadCreated } from '../../src/platform/events/lead-created.event';
import { MailWorker } from '../../src/platform/mail/mail-worker.service';
import { outboxDrained } from '../support/outbox';
import { SmtpSink } from '../support/smtp-sink';
import { sql } from '../support/sql';
import { startTestApp, type TestApp } from '../support/test-app';

const REFERENCE = /^HC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// The worker runs when a NOTIFY arrives or a test drains it; the slow poll never interferes.
const QUIET_POLL = { JOBS_POLL_INTERVAL_SECONDS: '3600' };

const valid = (email: string) => ({
  name: 'Ada Lovelace',
  email,
  phone: '(734) 555-0100',
  office: 'ypsilanti',
  message: 'I need help with an amended 2023 return.',
});

async function postContact(baseUrl: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl}/api/intake/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, replayed: res.headers.get('idempotent-replayed'), body: (await res.json()) as Record<string, unknown> };
}

const storedFor = async (t: TestApp, email: string) =>
  sql<{ reference: string; office: string; phone: string | null; referral_code: string | null; status: string }>(
    t.database.url,
    'SELECT reference, office, phone, referral_code, status FROM contact_messages WHERE email = $1',
    [email],
  );
const outboxCount = async (t: TestApp) => (await sql<{ n: number }>(t.database.url, 'SELECT count(*)::int AS n FROM mail_outbox'))[0]!.n;

describe('POST /api/intake/contact', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  const leads: Array<Pick<LeadCreated, 'source' | 'name' | 'email' | 'phone' | 'referralCode'>> = [];

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    t = await startTestApp({ SMTP_URL: smtp.url, ...QUIET_POLL });
    t.app.get(EventBus).on(LeadCreated, async ({ source, name, email, phone, referralCode }) => {
      leads.push({ source, name, email, phone, referralCode });
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('stores the message, announces the lead with the referral cookie, and mails the visitor and the chosen office', async () => {
    const email = 'ada.accepted@example.com';
    const res = await postContact(t.baseUrl, valid(email), { cookie: 'theme=dark; huron_ref=FRIEND-42' });

    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(UUID), reference: expect.stringMatching(REFERENCE) });
    const reference = res.body['reference'] as string;
    expect(await storedFor(t, email)).toEqual([{ reference, office: 'ypsilanti', phone: '(734) 555-0100', referral_code: 'FRIEND-42', status: 'new' }]);
    expect(leads).toContainEqual({ source: 'contact', name: 'Ada Lovelace', email, phone: '(734) 555-0100', referralCode: 'FRIEND-42' });

    const confirmation = await smtp.next(email);
    expect(confirmation.subject).toContain(reference);
    expect(confirmation.text).toContain(reference);
    expect(confirmation.html).toContain(reference);
    const office = await smtp.next('ypsilanti@hurontax.example', (m) => m.text.includes(reference));
    // The message itself is read in the back office (a client may write tax details in it); the notice answers the client.
    expect(office.text).not.toContain('I need help with an amended 2023 return.');
    expect(office.headers['reply-to']).toContain(email);
    expect(office.text).toContain(email);
    for (const mail of [confirmation, office]) {
      // The random reference may itself hold 555: only the rest of the subject must not carry the sender's details.
      expect(mail.subject.replaceAll(reference, '')).not.toMatch(/Ada|Lovelace|example\.com|555/);
    }
  });

  it('sends remote and unspecified offices to the main office (Dearborn), and an empty phone is stored as none', async () => {
    const remote = await postContact(t.baseUrl, { ...valid('remote.client@example.com'), office: 'remote', phone: '' });
    const unspecified = await postContact(t.baseUrl, { name: 'No Office', email: 'no.office@example.com', message: 'Hello' });
    expect([remote.status, unspecified.status]).toEqual([201, 201]);
    expect(await storedFor(t, 'remote.client@example.com')).toMatchObject([{ office: 'remote', phone: null, referral_code: null }]);
    for (const { body } of [remote, unspecified]) {
      await smtp.next('dearborn@hurontax.example', (m) => m.text.includes(body['reference'] as string));
    }
  });

  it('writes the confirmation in the language of the page it was sent from, and stores that language', async () => {
    const email = 'ana.spanish@example.com';
    const res = await postContact(t.baseUrl, { ...valid(email), phone: '(٧٣٤) ٥٥٥-٠١٠٠', locale: 'es' });
    expect(res.status).toBe(201);
    const reference = res.body['reference'] as string;
    const stored = await sql<{ locale: string; phone: string }>(t.database.url, 'SELECT locale, phone FROM contact_messages WHERE email = $1', [email]);
    // Typed on an Arabic keyboard, the phone number is stored in ASCII digits.
    expect(stored).toEqual([{ locale: 'es', phone: '(734) 555-0100' }]);
    const confirmation = await smtp.next(email);
    expect(confirmation.subject).toBe(`Recibimos su mensaje (${reference})`);
    expect(confirmation.text).toContain('Hola, Ada Lovelace:');
    expect(confirmation.text).toContain(`su número de referencia es ${reference}`);
    const english = await postContact(t.baseUrl, valid('no.locale@example.com'));
    expect((await smtp.next('no.locale@example.com')).subject).toBe(`We received your message (${english.body['reference'] as string})`);
  });

  it.each([
    ['name', { name: undefined }],
    ['name', { name: '   ' }],
    ['name', { name: 'x'.repeat(201) }],
    ['email', { email: 'not-an-email' }],
    ['email', { email: undefined }],
    ['phone', { phone: '1'.repeat(41) }],
    ['office', { office: 'detroit' }],
    ['message', { message: '' }],
    ['message', { message: 'x'.repeat(5001) }],
    ['locale', { locale: 'fr' }],
    ['locale', { locale: 3 }],
  ])('refuses a bad %s with 422 naming it, storing and mailing nothing', async (field, change) => {
    const before = await outboxCount(t);
    const res = await postContact(t.baseUrl, { ...valid(`refused.${field}@example.com`), ...change });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ status: 422, code: 'validation_failed', errors: [{ field, message: expect.any(String) }] });
    expect(await storedFor(t, `refused.${field}@example.com`)).toEqual([]);
    expect(await outboxCount(t)).toBe(before);
  });

  it('replays the first answer to a retry with the same Idempotency-Key, storing one message and two mails', async () => {
    const email = 'double.click@example.com';
    const before = await outboxCount(t);
    const first = await postContact(t.baseUrl, valid(email), { 'Idempotency-Key': 'contact-double-click' });
    const again = await postContact(t.baseUrl, valid(email), { 'Idempotency-Key': 'contact-double-click' });
    expect(first.status).toBe(201);
    expect(again).toEqual({ status: 201, replayed: 'true', body: first.body });
    expect(await storedFor(t, email)).toHaveLength(1);
    expect(await outboxCount(t)).toBe(before + 2);
  });

  it('a colliding reference is reported without spoiling the transaction, so the retry commits (no savepoint)', async () => {
    const messages = t.app.get(ContactMessagesRepository);
    const row = (reference: string, email: string) => ({
      reference,
      name: 'Ada Lovelace',
      email,
      phone: null,
      office: 'remote' as const,
      message: 'Same reference twice.',
      referralCode: null,
      locale: 'en' as const,
    });
    const outcome = await messages.transaction(async (manager) => {
      const first = await messages.insert(manager, row('HC-TEST-0001', 'collision.one@example.com'));
      const second = await messages.insert(manager, row('HC-TEST-0001', 'collision.two@example.com'));
      const retry = await messages.insert(manager, row('HC-TEST-0002', 'collision.two@example.com'));
      return { first, second, retry };
    });
    expect(outcome).toEqual({ first: expect.stringMatching(UUID), second: 'reference_taken', retry: expect.stringMatching(UUID) });
    expect(await storedFor(t, 'collision.one@example.com')).toEqual([expect.objectContaining({ reference: 'HC-TEST-0001', status: 'new' })]);
    expect(await storedFor(t, 'collision.two@example.com')).toEqual([expect.objectContaining({ reference: 'HC-TEST-0002', status: 'new' })]);
  });

  it('answers a bot that filled the honeypot like a person, but stores and mails nothing', async () => {
    const before = await outboxCount(t);
    const res = await postContact(t.baseUrl, { ...valid('bot@example.com'), website: 'https://spam.example' });
    expect(res).toMatchObject({ status: 201, body: { id: expect.stringMatching(UUID), reference: expect.stringMatching(REFERENCE) } });
    expect(await storedFor(t, 'bot@example.com')).toEqual([]);
    expect(await outboxCount(t)).toBe(before);
  });
});

describe('POST /api/intake/contact while SMTP is down', () => {
  let t: TestApp;
  let smtp: SmtpSink | undefined;
  let port: number;

  beforeAll(async () => {
    // A port nothing listens on yet: SMTP is "down" until the sink starts there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    port = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, ...QUIET_POLL });
  });
  afterAll(async () => {
    await t.close();
    await smtp?.close();
  });

  it('accepts all 50 submissions, then delivers each mail exactly once when SMTP comes back', async () => {
    const emails = Array.from({ length: 50 }, (_, i) => `outage.${i}@example.com`);
    const answers = await Promise.all(emails.map((email) => postContact(t.baseUrl, { ...valid(email), office: 'dearborn' })));
    expect(answers.map((a) => a.status)).toEqual(emails.map(() => 201));

    await t.app.get(MailWorker).drain();
    const [stored] = await sql<{ n: number }>(t.database.url, `SELECT count(*)::int AS n FROM contact_messages`);
    expect(stored!.n).toBe(50);
    const [waiting] = await sql<{ n: number }>(t.database.url, `SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'pending'`);
    expect(waiting!.n).toBe(100);

    smtp = await SmtpSink.start(port);
    await sql(t.database.url, `UPDATE scheduled_jobs SET run_at = now() WHERE kind = 'mail:deliver'`); // the retries' time has come
    await outboxDrained(t.app, t.database.url);

    for (const email of emails) expect({ email, received: smtp.received.filter((m) => m.to.includes(email)).length }).toEqual({ email, received: 1 });
    const references = answers.map((a) => a.body['reference'] as string);
    const officeMails = smtp.received.filter((m) => m.to.includes('dearborn@hurontax.example'));
    expect(officeMails).toHaveLength(50);
    expect(new Set(references.map((r) => officeMails.filter((m) => m.text.includes(r)).length))).toEqual(new Set([1]));
  });
});
