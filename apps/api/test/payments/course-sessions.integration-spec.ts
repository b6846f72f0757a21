import { SiteDataRegistry } from '../../src/platform/site-data';
import { liveCourseSessionBody } from '../support/course-session-body';
import { uniqueEmail } from '../support/auth-test-app';
import { outboxDrained } from '../support/outbox';
import { startPaymentsTestApp, type PaymentsTestApp } from '../support/payments-test-app';
import { sql } from '../support/sql';

type Json = Record<string, unknown>;

let codes = 0;
/** A session code no other case uses. */
const code = () => `T${process.pid % 1000}-${++codes}`;

const live = (overrides: Json = {}): Json => liveCourseSessionBody(code(), overrides);

const person = (tag: string) => ({ name: 'Lee Learner', email: uniqueEmail(tag), phone: '313-555-0142' });

/** Tax School sessions as rows staff edit (issue 43): the public list, the admin routes, seats under a race, the waitlist. */
describe('tax school: course sessions', () => {
  let t: PaymentsTestApp;
  let staff: string;
  const patch = async (id: string, body: unknown, token: string | undefined = staff) => {
    const res = await fetch(`${t.baseUrl}/api/admin/course-sessions/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Json };
  };
  const create = async (body: Json) => t.post('/admin/course-sessions', body, { token: staff });

  beforeAll(async () => {
    t = await startPaymentsTestApp('test', { TAX_SCHOOL_TODAY: '2025-11-15' });
    staff = await t.staffToken();
  });
  afterAll(() => t.close());

  it('keeps the 2025 sessions as history and lists a new open session with its seats, price and words', async () => {
    const created = await create(live({ seats: 12, priceCents: 19900 }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'open', seats: 12, seatsTaken: 0, paidRegistrations: 0, priceCents: 19900, version: 1 });
    const list = await t.get('/tax-school/sessions');
    const sessions = list.body['sessions'] as Json[];
    expect(sessions.slice(0, 4).map((s) => [s['code'], s['state']])).toEqual([
      ['2501', 'closed'],
      ['2502', 'closed'],
      ['2503', 'open'],
      ['2504', 'open'],
    ]);
    expect(sessions.find((s) => s['code'] === created.body['code'])).toEqual({
      code: created.body['code'],
      title: 'Tax Preparer Course',
      mode: 'live',
      format: 'Live/virtual',
      schedule: 'Saturdays 10am-2pm, Jan 10 - Jan 31, 2026',
      startDate: '2026-01-10',
      endDate: '2026-01-31',
      weekdays: [6],
      startTime: '10:00',
      endTime: '14:00',
      priceCents: 19900,
      registrationDeadline: '2026-01-09',
      seatsLeft: 12,
      state: 'open',
      open: true,
    });
    // The served HTML is rendered with the same list (the site data source).
    expect((await t.app.get(SiteDataRegistry).snapshot()).courseSessions).toEqual(list.body);
  });

  it('refuses bad sessions with a 4xx naming the field', async () => {
    const cases: Array<[Json, string]> = [
      [live({ lastDay: '2026-01-01' }), 'lastDay'],
      [live({ registrationDeadline: '2026-02-01' }), 'registrationDeadline'],
      [live({ seats: -1 }), 'seats'],
      [live({ seats: 0 }), 'seats'],
      [live({ priceCents: -100 }), 'priceCents'],
      [live({ priceCents: 1.5 }), 'priceCents'],
      [live({ endTime: '09:00' }), 'endTime'],
      [live({ weekdays: [] }), 'weekdays'],
      [live({ weekdays: [8] }), 'weekdays.0'],
      [live({ firstDay: '2026-02-30' }), 'firstDay'],
      [live({ title: '' }), 'title'],
      [live({ code: 'no spaces please' }), 'code'],
      [live({ status: 'maybe' }), 'status'],
      [live({ seats: '12' }), 'seats'],
      [{ ...live(), surprise: 1 }, '(body)'], // an unknown key: the message names it
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect({ field, status: res.status, fields: (res.body['errors'] as Array<{ field: string }>).map((e) => e.field) }).toEqual({
        field,
        status: 400,
        fields: expect.arrayContaining([field]),
      });
    }
    const first = await create(live());
    expect((await create(live({ code: first.body['code'] }))).body).toMatchObject({ code: 'conflict', errors: [{ field: 'code' }] });
  });

  it('is for staff only', async () => {
    expect((await t.get('/admin/course-sessions')).status).toBe(401);
    expect((await t.post('/admin/course-sessions', live())).status).toBe(401);
    const list = await t.get('/admin/course-sessions', staff);
    expect(list.status).toBe(200);
    expect((list.body['items'] as Json[]).map((s) => s['code'])).toEqual(expect.arrayContaining(['2501', '2502', '2503', '2504']));
  });

  it('changes a session only at the version the staff member saw: the second of two edits gets 409', async () => {
    const { body } = await create(live());
    const id = body['id'] as string;
    const first = await patch(id, { version: 1, title: 'Tax Preparer Course (evenings)' });
    expect(first).toMatchObject({ status: 200, body: { title: 'Tax Preparer Course (evenings)', version: 2 } });
    const second = await patch(id, { version: 1, seats: 3 });
    expect(second).toMatchObject({ status: 409, body: { code: 'version_conflict', errors: [{ field: 'version' }] } });
    expect((await patch(id, { version: 2, lastDay: '2026-01-05' })).body).toMatchObject({
      code: 'validation_failed',
      errors: [
        { field: 'lastDay', message: 'must not be before firstDay' },
        { field: 'registrationDeadline', message: 'must not be after lastDay' },
      ],
    });
    expect((await patch('6f1c2b1e-0000-4000-8000-00000000abcd', { version: 1, seats: 3 })).status).toBe(404);
    expect((await patch('not-a-uuid', { version: 1 })).status).toBe(400);
    expect((await patch(id, { seats: 3 })).body).toMatchObject({ errors: [{ field: 'version' }] });
    const [audit] = await sql<{ n: number }>(
      t.database.url,
      `SELECT count(*)::int AS n FROM audit_log WHERE subject_id = $1 AND action = 'course_session.updated'`,
      [id],
    );
    expect(audit!.n).toBe(1);
  });

  it('never oversells: 20 people racing for 3 seats get 3 registrations, the rest a clear 409', async () => {
    const { body } = await create(live({ seats: 3 }));
    const racers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.post('/tax-school/registrations', { ...person(`racer${i}`), course: body['code'] })),
    );
    expect(racers.filter((r) => r.status === 201)).toHaveLength(3);
    expect(racers.filter((r) => r.status === 409).map((r) => r.body['code'])).toEqual(Array(17).fill('session_full'));
    const [count] = await sql<{ n: number }>(t.database.url, `SELECT count(*)::int AS n FROM tax_school_registrations WHERE session_id = $1`, [body['id']]);
    expect(count!.n).toBe(3);
    const listed = ((await t.get('/tax-school/sessions')).body['sessions'] as Json[]).find((s) => s['code'] === body['code']);
    expect(listed).toMatchObject({ seatsLeft: 0, state: 'full', open: false });
  });

  it('charges the session price and names the session, its dates, times and how to join on the receipt', async () => {
    const { body } = await create(live({ priceCents: 17500 }));
    const who = person('receipt');
    const res = await t.post('/tax-school/registrations', { ...who, course: body['code'] });
    expect(res.status).toBe(201);
    const token = new URLSearchParams(new URL(res.body['url'] as string).hash.slice(1)).get('token')!;
    expect((await t.post(`/payments/test-checkout/${res.body['id'] as string}/pay`, { token })).status).toBe(200);
    expect((await t.get(`/payments/${res.body['id'] as string}`)).body).toMatchObject({ status: 'paid', amount: 17500 });
    await outboxDrained(t.app, t.database.url);
    const mail = t.smtp.received.find((m) => m.to.includes(who.email))!;
    expect(mail.text).toContain(`Course: Tax Preparer Course, Live/virtual (session ${body['code'] as string})`);
    expect(mail.text).toContain('Dates: January 10, 2026 to January 31, 2026');
    expect(mail.text).toContain('Class times: Saturdays 10am-2pm, Michigan time');
    expect(mail.text).toContain('https://meet.example.com/tax-school');
  });

  it('refuses to close a session with paid registrations until each is refunded', async () => {
    const { body } = await create(live());
    const id = body['id'] as string;
    const res = await t.post('/tax-school/registrations', { ...person('closing'), course: body['code'] });
    const token = new URLSearchParams(new URL(res.body['url'] as string).hash.slice(1)).get('token')!;
    await t.post(`/payments/test-checkout/${res.body['id'] as string}/pay`, { token });
    const refused = await patch(id, { version: 1, status: 'closed' });
    expect(refused).toMatchObject({ status: 409, body: { code: 'session_has_paid_registrations', errors: [{ field: 'status' }] } });
    expect((await patch(id, { version: 1, seats: 0 })).status).toBe(400);
    const refund = await t.post(`/admin/payments/${res.body['id'] as string}/refund`, { reason: 'Moved to another session' }, { token: staff });
    expect(refund.status).toBe(200);
    expect(await patch(id, { version: 1, status: 'closed' })).toMatchObject({ status: 200, body: { status: 'closed', paidRegistrations: 0 } });
    expect((await t.post('/tax-school/registrations', { ...person('late'), course: body['code'] })).body).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'course', message: `session ${body['code'] as string} is closed for registration` }],
    });
  });

  it('waitlist: consent required, one email when a session opens, an unsubscribe link honoured at once', async () => {
    const who = { name: 'Wanda Waiting', email: uniqueEmail('waitlist') };
    expect((await t.post('/tax-school/waitlist', { ...who, consent: false })).body).toMatchObject({ errors: [{ field: 'consent' }] });
    expect((await t.post('/tax-school/waitlist', who)).body).toMatchObject({ errors: [{ field: 'consent' }] });
    expect((await t.post('/tax-school/waitlist', { ...who, email: 'not-an-email', consent: true })).body).toMatchObject({ errors: [{ field: 'email' }] });
    expect((await t.post('/tax-school/waitlist', { ...who, consent: true })).status).toBe(204);
    expect((await t.post('/tax-school/waitlist', { ...who, consent: true })).status).toBe(204); // asking twice: one entry
    const [entries] = await sql<{ n: number }>(t.database.url, `SELECT count(*)::int AS n FROM course_waitlist WHERE email = $1`, [who.email]);
    expect(entries!.n).toBe(1);

    const closed = await create(live({ status: 'closed' }));
    await outboxDrained(t.app, t.database.url);
    expect(t.smtp.received.filter((m) => m.to.includes(who.email))).toHaveLength(0);
    await patch(closed.body['id'] as string, { version: 1, status: 'open' });
    await create(live({ status: 'open' })); // a second opening the same week sends nothing more
    await outboxDrained(t.app, t.database.url);
    const mails = t.smtp.received.filter((m) => m.to.includes(who.email));
    expect(mails.map((m) => m.subject)).toEqual(['Registration is open: Huron Tax & Accounting Tax School']);
    const link = /(http:\/\/site\.test\/api\/tax-school\/waitlist\/unsubscribe\/[A-Za-z0-9_-]+)/.exec(mails[0]!.text)![1]!;
    expect(mails[0]!.headers['list-unsubscribe']).toBe(`<${link}>`);
    const path = link.replace('http://site.test/api', '');
    const page = await fetch(`${t.baseUrl}/api${path}`);
    expect(page.status).toBe(200); // the page only shows a button: a mail scanner following the link unsubscribes no one
    const oneClick = await fetch(`${t.baseUrl}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const [entry] = await sql<{ unsubscribed: boolean }>(
      t.database.url,
      `SELECT unsubscribed_at IS NOT NULL AS unsubscribed FROM course_waitlist WHERE email = $1`,
      [who.email],
    );
    expect(entry!.unsubscribed).toBe(true);
    expect((await fetch(`${t.baseUrl}/api${path}`, { method: 'POST' })).status).toBe(404);
  });
});

describe('tax school: development data', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await startPaymentsTestApp('test', { NODE_ENV: 'development' });
  });
  afterAll(() => t.close());

  it('`npm start` on an empty database offers one open future session, so the form can be tried at once', async () => {
    const sessions = (await t.get('/tax-school/sessions')).body['sessions'] as Json[];
    const open = sessions.filter((s) => s['open'] === true);
    expect(open).toEqual([expect.objectContaining({ code: 'DEV-1', state: 'open', mode: 'live', seatsLeft: 20 })]);
    expect(String(open[0]!['startDate']) > new Date().toISOString().slice(0, 10)).toBe(true);
  });
});
