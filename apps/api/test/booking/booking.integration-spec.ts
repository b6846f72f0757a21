import { runStaffCommand } from '../../src/cli/staff';
import { signUpRaw } from '../support/auth-http';
import { FAST_AUTH_ENV, startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { outboxDrained } from '../support/outbox';
import { sql } from '../support/sql';
import { call, contact, freeTimes, manageLinkIn, parseInvitation } from './booking-helpers';

describe('booking: availability, the private link, invitations, staff endpoints', () => {
  let t: AuthTestApp;
  let times: string[];
  let next = 0;
  /** A different free time for every test (capacity is 2 by default, so each is booked at most once here). */
  const aTime = () => times[next++ * 3]!;

  beforeAll(async () => {
    t = await startAuthTestApp({ PUBLIC_URL: 'http://site.test' });
    times = await freeTimes(t.baseUrl);
  });
  afterAll(() => t.close());

  async function book(email: string, startsAt = aTime(), office = 'dearborn', headers: Record<string, string> = {}) {
    const res = await call(t.baseUrl, 'POST', '/booking/appointments', {
      body: { ...contact(email), office, service: 'individual-return', startsAt },
      headers,
    });
    return { ...res, startsAt };
  }

  async function staffToken(): Promise<string> {
    const email = uniqueEmail('staff');
    const { access_token } = await signUpRaw(t.authUrl, email);
    const code = await runStaffCommand([email], {
      env: { ...FAST_AUTH_ENV, NODE_ENV: 'test', DATABASE_URL: t.database.url, SMTP_URL: t.smtp.url, LOG_LEVEL: 'silent' },
      stdout: () => undefined,
      stderr: () => undefined,
      readStdin: async () => '',
    });
    expect(code).toBe(0);
    return access_token;
  }

  it('lists free times per day in Detroit time and refuses a range over 62 days, naming the field', async () => {
    const res = await call(t.baseUrl, 'GET', '/booking/availability?office=remote&from=2030-01-01&to=2030-01-02');
    expect(res).toMatchObject({
      status: 200,
      body: {
        office: 'remote',
        zone: 'America/Detroit',
        durationMinutes: 30,
        days: [
          { date: '2030-01-01', times: [] },
          { date: '2030-01-02', times: [] },
        ],
      },
    });
    const tooLong = await call(t.baseUrl, 'GET', '/booking/availability?office=dearborn&from=2030-01-01&to=2030-03-10');
    expect(tooLong).toMatchObject({ status: 400, body: { code: 'validation_failed', errors: [{ field: 'to' }] } });
    const badOffice = await call(t.baseUrl, 'GET', '/booking/availability?office=detroit&from=2030-01-01&to=2030-01-02');
    expect(badOffice).toMatchObject({ status: 400, body: { errors: [{ field: 'office' }] } });
  });

  it('books a free time: confirmation mail with a REQUEST invitation at the right UTC time, and the private link', async () => {
    const email = uniqueEmail('client');
    const booked = await book(email);
    expect(booked).toMatchObject({
      status: 201,
      body: { office: 'dearborn', status: 'confirmed', startsAt: booked.startsAt, reference: expect.stringMatching(/^BK-[0-9A-Z]{4}-[0-9A-Z]{4}$/) },
    });
    await outboxDrained(t.app, t.database.url);
    const mail = await t.smtp.next(email);
    expect(mail.subject).toBe('Your appointment with Huron Tax & Accounting is booked');
    expect(mail.calendarType).toMatch(/^text\/calendar;.*method=REQUEST/i);
    expect(mail.partTypes).toContain('application/ics');
    const invite = parseInvitation(mail.calendar);
    const end = new Date(Date.parse(booked.startsAt) + 30 * 60_000).toISOString();
    expect(invite).toMatchObject({
      method: 'REQUEST',
      uid: `appointment-${String(booked.body['id'])}@hurontax.example`,
      sequence: 0,
      startUtc: booked.startsAt,
      endUtc: end,
      startZone: 'UTC',
    });
    expect(invite.location).toContain('23814 Michigan Ave');
    const link = manageLinkIn(mail);
    expect(link.id).toBe(booked.body['id']);
    expect(await call(t.baseUrl, 'GET', `/booking/appointments/${link.id}`, { token: link.token })).toMatchObject({
      status: 200,
      body: { id: link.id, startsAt: booked.startsAt },
    });
  });

  it('answers 404 to a wrong or missing token, the same as an unknown appointment', async () => {
    const email = uniqueEmail('client');
    const booked = await book(email);
    const id = String(booked.body['id']);
    const wrong = await call(t.baseUrl, 'GET', `/booking/appointments/${id}`, { token: 'x'.repeat(43) });
    const missing = await call(t.baseUrl, 'GET', `/booking/appointments/${id}`);
    const unknown = await call(t.baseUrl, 'GET', '/booking/appointments/00000000-0000-4000-8000-000000000000', { token: 'x'.repeat(43) });
    for (const res of [wrong, missing, unknown]) expect(res).toMatchObject({ status: 404, body: { code: 'not_found', message: 'Appointment not found' } });
    expect((await call(t.baseUrl, 'DELETE', `/booking/appointments/${id}`, { token: 'wrong' })).status).toBe(404);
    expect((await call(t.baseUrl, 'PATCH', `/booking/appointments/${id}`, { token: 'wrong', body: { startsAt: aTime() } })).status).toBe(404);
  });

  it('moves through the link: same UID, higher SEQUENCE, the old time is free again and the reminder follows', async () => {
    const email = uniqueEmail('client');
    const booked = await book(email);
    await outboxDrained(t.app, t.database.url);
    const link = manageLinkIn(await t.smtp.next(email));
    const later = aTime();
    const moved = await call(t.baseUrl, 'PATCH', `/booking/appointments/${link.id}`, { token: link.token, body: { startsAt: later } });
    expect(moved).toMatchObject({ status: 200, body: { startsAt: later, status: 'confirmed' } });
    await outboxDrained(t.app, t.database.url);
    const mail = await t.smtp.next(email);
    expect(mail.subject).toBe('Your appointment with Huron Tax & Accounting has moved');
    expect(parseInvitation(mail.calendar)).toMatchObject({ method: 'REQUEST', uid: `appointment-${link.id}@hurontax.example`, sequence: 1, startUtc: later });
    const slots = await sql<{ starts_at: Date; booked: number }>(
      t.database.url,
      `SELECT starts_at, booked FROM booking_slots WHERE office = 'dearborn' AND starts_at = ANY($1)`,
      [[booked.startsAt, later]],
    );
    expect(Object.fromEntries(slots.map((s) => [s.starts_at.toISOString(), s.booked]))).toEqual({ [booked.startsAt]: 0, [later]: 1 });
    const reminders = await sql<{ run_at: Date }>(t.database.url, `SELECT run_at FROM scheduled_jobs WHERE name = $1`, [
      `mail:send-later/booking-reminder:${link.id}`,
    ]);
    expect(reminders.map((r) => r.run_at.toISOString())).toEqual([new Date(Date.parse(later) - 86_400_000).toISOString()]);
  });

  it('cancels through the link: METHOD:CANCEL, no reminder left, and the used link then answers 404', async () => {
    const email = uniqueEmail('client');
    const booked = await book(email);
    await outboxDrained(t.app, t.database.url);
    const link = manageLinkIn(await t.smtp.next(email));
    // A reminder queued before scheduled mail became a job: an outbox row waiting for its not_before.
    await sql(
      t.database.url,
      `INSERT INTO mail_outbox (kind, content, not_before, schedule_key) VALUES ('booking.reminder', '', now() + interval '1 day', $1)`,
      [`booking-reminder:${link.id}`],
    );
    expect((await call(t.baseUrl, 'DELETE', `/booking/appointments/${link.id}`, { token: link.token })).status).toBe(204);
    await outboxDrained(t.app, t.database.url);
    const mail = await t.smtp.next(email);
    expect(mail.subject).toBe('Your appointment with Huron Tax & Accounting is cancelled');
    expect(mail.calendarType).toMatch(/method=CANCEL/i);
    expect(parseInvitation(mail.calendar)).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 1, startUtc: booked.startsAt });
    expect(await sql(t.database.url, `SELECT 1 FROM scheduled_jobs WHERE name = $1`, [`mail:send-later/booking-reminder:${link.id}`])).toEqual([]);
    expect(await sql(t.database.url, `SELECT 1 FROM mail_outbox WHERE schedule_key = $1`, [`booking-reminder:${link.id}`])).toEqual([]);
    expect((await call(t.baseUrl, 'GET', `/booking/appointments/${link.id}`, { token: link.token })).status).toBe(404);
    expect((await call(t.baseUrl, 'DELETE', `/booking/appointments/${link.id}`, { token: link.token })).status).toBe(404);
  });

  it('answers 409 when the time is full and 400 naming startsAt for a time that is not offered', async () => {
    const startsAt = aTime();
    expect((await book(uniqueEmail(), startsAt)).status).toBe(201);
    expect((await book(uniqueEmail(), startsAt)).status).toBe(201);
    expect(await book(uniqueEmail(), startsAt)).toMatchObject({ status: 409, body: { code: 'slot_taken' } });
    const offGrid = new Date(Date.parse(aTime()) + 10 * 60_000).toISOString();
    expect(await book(uniqueEmail(), offGrid)).toMatchObject({ status: 400, body: { errors: [{ field: 'startsAt' }] } });
    expect(await book(uniqueEmail(), '2020-01-06T15:00:00.000Z')).toMatchObject({ status: 400, body: { errors: [{ field: 'startsAt' }] } });
  });

  it('answers a retried booking (same Idempotency-Key and body) from the first: booked and mailed once', async () => {
    const email = uniqueEmail('retry');
    const startsAt = aTime();
    const headers = { 'idempotency-key': `retry-${email}` };
    const first = await book(email, startsAt, 'dearborn', headers);
    const again = await book(email, startsAt, 'dearborn', headers);
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, body: first.body });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await sql(t.database.url, `SELECT count(*)::int AS n FROM booking_appointments WHERE email = $1`, [email])).toEqual([{ n: 1 }]);
    await outboxDrained(t.app, t.database.url);
    await t.smtp.next(email);
    expect(t.smtp.pending(email)).toEqual([]);
  });

  it('answers a filled honeypot like a booking, but stores and mails nothing', async () => {
    const email = uniqueEmail('bot');
    const startsAt = aTime();
    const res = await call(t.baseUrl, 'POST', '/booking/appointments', {
      body: { ...contact(email), office: 'dearborn', service: 'other', startsAt, website: 'http://spam.example' },
    });
    expect(res).toMatchObject({ status: 201, body: { status: 'confirmed', startsAt, reference: expect.stringMatching(/^BK-/) } });
    expect(await sql(t.database.url, `SELECT count(*)::int AS n FROM booking_appointments WHERE email = $1`, [email])).toEqual([{ n: 0 }]);
    expect(
      await sql(t.database.url, `SELECT coalesce(sum(booked), 0)::int AS n FROM booking_slots WHERE office = 'dearborn' AND starts_at = $1`, [startsAt]),
    ).toEqual([{ n: 0 }]);
    await outboxDrained(t.app, t.database.url);
    expect(t.smtp.pending(email)).toEqual([]);
  });

  it('emits the lead with the referral cookie inside the booking transaction', async () => {
    const email = uniqueEmail('referred');
    expect((await book(email, aTime(), 'remote', { cookie: 'other=1; huron_ref=FRIEND42' })).status).toBe(201);
    expect(await sql(t.database.url, `SELECT referral_code FROM booking_appointments WHERE email = $1`, [email])).toEqual([{ referral_code: 'FRIEND42' }]);
  });

  it('staff: closures hide times; the list pages by start; a move and a cancel send updated invitations; all audited', async () => {
    const staff = await staffToken();
    expect((await call(t.baseUrl, 'GET', '/admin/appointments')).status).toBe(401);
    const startsAt = aTime();
    const closure = await call(t.baseUrl, 'POST', '/admin/closures', {
      bearer: staff,
      body: { office: 'ypsilanti', startsAt, endsAt: new Date(Date.parse(startsAt) + 3_600_000).toISOString(), reason: 'Staff training' },
    });
    expect(closure).toMatchObject({ status: 201, body: { office: 'ypsilanti', reason: 'Staff training' } });
    expect(await freeTimes(t.baseUrl, 'ypsilanti')).not.toContain(startsAt);
    expect((await call(t.baseUrl, 'GET', '/admin/closures?office=ypsilanti', { bearer: staff })).body).toEqual([closure.body]);
    expect((await call(t.baseUrl, 'DELETE', `/admin/closures/${String(closure.body['id'])}`, { bearer: staff })).status).toBe(204);
    expect(await freeTimes(t.baseUrl, 'ypsilanti')).toContain(startsAt);

    const email = uniqueEmail('client');
    const booked = await book(email, startsAt, 'ypsilanti');
    await outboxDrained(t.app, t.database.url);
    await t.smtp.next(email);
    const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Detroit' }).format(new Date(startsAt));
    const page1 = await call(t.baseUrl, 'GET', `/admin/appointments?office=ypsilanti&day=${dayOf}&limit=1`, { bearer: staff });
    expect(page1).toMatchObject({ status: 200, body: { items: [{ id: booked.body['id'], email, version: 1 }] } });
    const id = String(booked.body['id']);
    const later = aTime();
    const stale = await call(t.baseUrl, 'PATCH', `/admin/appointments/${id}`, { bearer: staff, body: { note: 'x', version: 7 } });
    expect(stale).toMatchObject({ status: 409, body: { code: 'version_conflict' } });
    const moved = await call(t.baseUrl, 'PATCH', `/admin/appointments/${id}`, { bearer: staff, body: { startsAt: later, note: 'Called to move', version: 1 } });
    expect(moved).toMatchObject({ status: 200, body: { startsAt: later, internalNote: 'Called to move', version: 3 } });
    await outboxDrained(t.app, t.database.url);
    const movedMail = await t.smtp.next(email);
    expect(parseInvitation(movedMail.calendar)).toMatchObject({ method: 'REQUEST', sequence: 1, startUtc: later });
    const freshLink = manageLinkIn(movedMail);
    expect((await call(t.baseUrl, 'GET', `/booking/appointments/${id}`, { token: freshLink.token })).status).toBe(200);
    expect((await call(t.baseUrl, 'DELETE', `/admin/appointments/${id}`, { bearer: staff })).status).toBe(204);
    await outboxDrained(t.app, t.database.url);
    expect(parseInvitation((await t.smtp.next(email)).calendar)).toMatchObject({ method: 'CANCEL', sequence: 2 });
    const audit = await sql<{ action: string }>(
      t.database.url,
      `SELECT action FROM audit_log WHERE subject_type IN ('booking_appointment', 'booking_closure') AND actor_id IS NOT NULL ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'booking.closure.created',
      'booking.closure.deleted',
      'booking.appointments.listed',
      'booking.appointment.moved',
      'booking.appointment.updated',
      'booking.appointment.cancelled',
    ]);
  });
});
