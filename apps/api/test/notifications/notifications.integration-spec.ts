import ICAL from 'ical.js';
import { NotificationDigests } from '../../src/modules/notifications';
import { StaffAccountsService } from '../../src/modules/auth';
import { call, contact, freeTimes } from '../booking/booking-helpers';
import { validContactMessage, validGroupRegistration } from '../intake/intake-http';
import { friend } from '../referrals/referral-helpers';
import { authFetch, signUpRaw } from '../support/auth-http';
import { uniqueEmail } from '../support/auth-test-app';
import { outboxDrained } from '../support/outbox';
import { checkoutEvent, startPaymentsTestApp, type PaymentsTestApp } from '../support/payments-test-app';
import type { ReceivedMail } from '../support/smtp-sink';
import { sql } from '../support/sql';
import { validIntake } from '../tax-intake/tax-intake-http';

const FIRM = 'info@hurontax.example';
const ADMIN_LINK = (path: string) => new RegExp(`http://site\\.test/admin/${path}/[0-9a-f-]{36}`);

/** A staff account with a known address, signed in with a password (staff routes take AAL1 in tests). */
async function staffWithEmail(t: PaymentsTestApp, label: string): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(label);
  await t.app.get(StaffAccountsService).grant({ email, password: 'a long staff password' });
  const session = await authFetch<{ access_token: string }>(t.authUrl, '/token?grant_type=password', { body: { email, password: 'a long staff password' } });
  return { email, token: session.body.access_token };
}

/** The one staff notice about `reference` in a mailbox (waits for it; the outbox is drained first). */
async function noticeAbout(t: PaymentsTestApp, mailbox: string, reference: string): Promise<ReceivedMail> {
  await outboxDrained(t.app, t.database.url);
  return t.smtp.next(mailbox, (m) => m.subject.includes(reference));
}

describe('notifications: every lead, booking and payment is announced to the firm', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await startPaymentsTestApp('stripe');
  });
  afterAll(() => t.close());

  it('a contact message: one mail to the chosen office, Reply-To the client, kind, reference, time and /admin link; the message itself stays in the back office', async () => {
    const body = validContactMessage({ office: 'ann-arbor', message: 'My 1099-K shows $12,345 of income I never got.' });
    const res = await call(t.baseUrl, 'POST', '/intake/contact', { body });
    expect(res.status).toBe(201);
    const reference = res.body['reference'] as string;
    const mail = await noticeAbout(t, 'annarbor@hurontax.example', reference);
    expect(mail.subject).toBe(`New contact message ${reference}`);
    expect(mail.headers['reply-to']).toContain(body['email'] as string);
    expect(mail.text).toMatch(ADMIN_LINK('contact-messages'));
    expect(mail.text).toMatch(/When: \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M E[SD]T/);
    expect(`${mail.text}${mail.html}`).not.toContain('12,345');
    expect(t.smtp.received.filter((m) => m.subject.includes(reference) && m.subject.startsWith('New contact'))).toHaveLength(1);
  });

  it('a tax intake: the office hears who and how to contact, never the answers', async () => {
    const body = validIntake({ office: 'ypsilanti' });
    const res = await call(t.baseUrl, 'POST', '/intake/tax-info', { body });
    expect(res.status).toBe(201);
    const mail = await noticeAbout(t, 'ypsilanti@hurontax.example', res.body['reference'] as string);
    expect(mail.headers['reply-to']).toContain(body['email'] as string);
    expect(mail.text).toMatch(ADMIN_LINK('tax-intakes'));
    expect(`${mail.text}\n${mail.html}`).not.toMatch(/married|w2|childcare|mortgage|Ari Client|Sam Client|Moved in June/i);
  });

  it('a group registration goes to its office; a remote one to the main office', async () => {
    const res = await call(t.baseUrl, 'POST', '/intake/group-registrations', { body: validGroupRegistration({ office: 'remote' }) });
    expect(res.status).toBe(201);
    const mail = await noticeAbout(t, 'dearborn@hurontax.example', res.body['reference'] as string);
    expect(mail.subject).toMatch(/^New group registration HG-/);
    expect(mail.text).toMatch(ADMIN_LINK('group-registrations'));
  });

  it('an appointment booked, moved by staff and cancelled: three mails to its office, each naming the change', async () => {
    const staff = await staffWithEmail(t, 'mover');
    const [first, second] = await freeTimes(t.baseUrl, 'ypsilanti');
    const email = uniqueEmail('booker');
    const booked = await call(t.baseUrl, 'POST', '/booking/appointments', {
      body: { ...contact(email), notes: 'I owe the IRS 4,321 dollars', office: 'ypsilanti', service: 'individual-return', startsAt: first },
    });
    expect(booked.status).toBe(201);
    const { id, reference } = booked.body as { id: string; reference: string };
    const bookedMail = await noticeAbout(t, 'ypsilanti@hurontax.example', reference);
    expect(bookedMail.subject).toBe(`New appointment ${reference}`);
    expect(bookedMail.text).toContain(`http://site.test/admin/appointments/${id}`);
    expect(bookedMail.headers['reply-to']).toContain(email);
    expect(bookedMail.text).not.toContain('4,321');

    const moved = await call(t.baseUrl, 'PATCH', `/admin/appointments/${id}`, { bearer: staff.token, body: { startsAt: second, version: 1 } });
    expect(moved.status).toBe(200);
    const movedMail = await noticeAbout(t, 'ypsilanti@hurontax.example', reference);
    expect(movedMail.subject).toBe(`Appointment moved ${reference}`);
    expect(movedMail.text).toContain('Was:');

    const cancelled = await call(t.baseUrl, 'DELETE', `/admin/appointments/${id}`, { bearer: staff.token });
    expect(cancelled.status).toBe(204);
    expect((await noticeAbout(t, 'ypsilanti@hurontax.example', reference)).subject).toBe(`Appointment cancelled ${reference}`);
  });

  it('a payment received and refunded: the firm hears both; a redelivered webhook announces nothing twice', async () => {
    const staff = await t.staffToken();
    const email = uniqueEmail('payer');
    const { body } = await t.post('/payments/checkout', { amount: 14_900, description: 'Payroll setup', name: 'Casey Client', email, phone: '313-555-0142' });
    const id = body['id'] as string;
    const { s: sessionId, reference } = (
      await sql<{ s: string; reference: string }>(t.database.url, `SELECT stripe_session_id AS s, reference FROM payments WHERE id = $1`, [id])
    )[0]!;
    const completed = checkoutEvent('checkout.session.completed', {
      id: sessionId,
      client_reference_id: id,
      metadata: { payment_id: id },
      payment_status: 'paid',
      amount_total: 14_900,
      currency: 'usd',
      payment_intent: `pi_${id.replaceAll('-', '')}`,
    });
    expect((await t.deliver(completed)).status).toBe(200);
    expect((await t.deliver(completed)).status).toBe(200);
    const received = await noticeAbout(t, FIRM, reference);
    expect(received.subject).toBe(`Payment received ${reference}`);
    expect(received.text).toContain('Amount paid: $149.00');
    expect(received.headers['reply-to']).toContain(email);

    expect((await t.post(`/admin/payments/${id}/refund`, { amount: 4_900, reason: 'Client cancelled' }, { token: staff })).status).toBe(200);
    const refunded = await noticeAbout(t, FIRM, reference);
    expect(refunded.subject).toBe(`Payment refunded ${reference}`);
    expect(refunded.text).toContain('Refunded now: $49.00');
    // Stripe's charge.refunded for the refund staff just made adds nothing new: no second notice.
    const charge = { id: 'evt_refund_echo', object: 'event', type: 'charge.refunded', created: Math.floor(Date.now() / 1000), livemode: false };
    const echo = { ...charge, data: { object: { object: 'charge', id: 'ch_1', payment_intent: `pi_${id.replaceAll('-', '')}`, amount_refunded: 4_900 } } };
    expect((await t.deliver(echo)).status).toBe(200);
    await outboxDrained(t.app, t.database.url);
    expect(t.smtp.received.filter((m) => m.subject.includes(reference) && m.to.includes(FIRM)).map((m) => m.subject)).toEqual([
      `Payment received ${reference}`,
      `Payment refunded ${reference}`,
    ]);
  });

  it('a referral: the firm hears of it, and the referrer is mailed when staff mark the reward paid', async () => {
    const staff = await t.staffToken();
    const referrerEmail = uniqueEmail('referrer');
    const referrer = await signUpRaw(t.authUrl, referrerEmail);
    const friendEmail = uniqueEmail('friend');
    const made = await call(t.baseUrl, 'POST', '/referrals', { bearer: referrer.access_token, body: friend(friendEmail) });
    expect(made.status).toBe(201);
    const id = made.body['id'] as string;
    const reference = `RF-${id.slice(0, 8).toUpperCase()}`;
    const notice = await noticeAbout(t, FIRM, reference);
    expect(notice.headers['reply-to']).toContain(friendEmail);
    expect(notice.text).toContain(`http://site.test/admin/referrals/${id}`);

    const reward = t.config.referrals.rewardMinCents;
    let version = 1;
    for (const step of [{ status: 'contacted' }, { status: 'completed', rewardCents: reward }, { status: 'paid' }]) {
      const res = await call(t.baseUrl, 'PATCH', `/admin/referrals/${id}`, { bearer: staff, body: { ...step, version } });
      expect(res.status).toBe(200);
      version = res.body['version'] as number;
    }
    await outboxDrained(t.app, t.database.url);
    const paid = await t.smtp.next(referrerEmail, (m) => m.subject === 'Your referral reward has been paid');
    expect(paid.text).toContain(`$${(reward / 100).toFixed(2)}`);
    expect(paid.text).toContain('Fred');
    expect(paid.text).not.toContain(friendEmail);
  });

  it('a job application goes to the hiring address, without the résumé', async () => {
    const { validApplication } = await import('../careers/careers-http');
    const body = await validApplication(t);
    const res = await call(t.baseUrl, 'POST', '/careers/applications', { body });
    expect(res.status).toBe(201);
    const mail = await noticeAbout(t, 'careers@hurontax.example', res.body['reference'] as string);
    expect(mail.text).toMatch(ADMIN_LINK('applications'));
    expect(mail.partTypes).not.toContain('application/pdf');
    expect(mail.text).not.toContain('.pdf');
  });
});

describe('notifications: each staff member chooses copies or a daily digest per kind', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await startPaymentsTestApp('test');
  });
  afterAll(() => t.close());

  const prefs = (token: string, body?: unknown) => call(t.baseUrl, body === undefined ? 'GET' : 'PUT', '/admin/me/notifications', { bearer: token, body });

  it('starts with every kind off, changes only the kinds sent, and names a wrong field', async () => {
    const staff = await staffWithEmail(t, 'chooser');
    const initial = await prefs(staff.token);
    expect(initial.status).toBe(200);
    expect(Object.values(initial.body)).toHaveLength(10);
    expect(new Set(Object.values(initial.body))).toEqual(new Set(['off']));

    const changed = await prefs(staff.token, { tax_intake_received: 'immediate', contact_message_received: 'digest' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ tax_intake_received: 'immediate', contact_message_received: 'digest', appointment_booked: 'off' });
    expect((await prefs(staff.token, { appointment_booked: 'digest' })).body).toMatchObject({ tax_intake_received: 'immediate', appointment_booked: 'digest' });
    expect((await prefs(staff.token, { appointment_booked: 'off' })).body).toMatchObject({ appointment_booked: 'off' });

    for (const [bad, field] of [
      [{ tax_intake_received: 'hourly' }, 'tax_intake_received'],
      [{ tax_intake_received: 3 }, 'tax_intake_received'],
      [{ tax_returns: 'immediate' }, 'tax_returns'],
      [[], ''],
    ] as const) {
      const res = await prefs(staff.token, bad);
      expect(res.status).toBe(400);
      if (field) expect(JSON.stringify(res.body)).toContain(field);
    }
    const malformed = await fetch(`${t.baseUrl}/api/admin/me/notifications`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staff.token}` },
      body: '{"tax_intake_received":',
    });
    expect(malformed.status).toBe(400);
    expect((await call(t.baseUrl, 'GET', '/admin/me/notifications')).status).toBe(401);
    const client = await signUpRaw(t.authUrl, uniqueEmail('client'));
    expect((await prefs(client.access_token, { tax_intake_received: 'immediate' })).status).toBe(403);
    const audit = await sql<{ n: number }>(t.database.url, `SELECT count(*)::int AS n FROM audit_log WHERE action = 'notifications.preferences.updated'`);
    expect(audit[0]!.n).toBe(3);
    await prefs(staff.token, { tax_intake_received: 'off', contact_message_received: 'off' }); // the next case counts digests
  });

  it('immediate: a copy of the office mail to the staff member; digest: one mail a day per kind listing each event, then nothing until new ones', async () => {
    const copies = await staffWithEmail(t, 'copies');
    const digests = await staffWithEmail(t, 'digests');
    await prefs(copies.token, { tax_intake_received: 'immediate' });
    await prefs(digests.token, { contact_message_received: 'digest', tax_intake_received: 'digest' });

    const intake = await call(t.baseUrl, 'POST', '/intake/tax-info', { body: validIntake({ office: 'dearborn' }) });
    const intakeRef = intake.body['reference'] as string;
    const contacts: string[] = [];
    for (const office of ['dearborn', 'ypsilanti']) {
      const res = await call(t.baseUrl, 'POST', '/intake/contact', { body: validContactMessage({ office }) });
      contacts.push(res.body['reference'] as string);
    }
    await outboxDrained(t.app, t.database.url);
    const copy = await t.smtp.next(copies.email, (m) => m.subject.includes(intakeRef));
    expect(copy.subject).toBe(`New tax intake ${intakeRef}`);
    expect(copy.text).toMatch(ADMIN_LINK('tax-intakes'));
    expect(t.smtp.pending(digests.email)).toEqual([]);

    expect(await t.app.get(NotificationDigests).send()).toBe(2);
    await outboxDrained(t.app, t.database.url);
    const contactDigest = await t.smtp.next(digests.email, (m) => m.subject === 'Daily digest: New contact message (2)');
    for (const reference of contacts) expect(contactDigest.text).toContain(reference);
    expect(contactDigest.text).toMatch(ADMIN_LINK('contact-messages'));
    const intakeDigest = await t.smtp.next(digests.email, (m) => m.subject === 'Daily digest: New tax intake (1)');
    expect(intakeDigest.text).toContain(intakeRef);
    expect(intakeDigest.text).not.toContain('Dana');
    expect(await t.app.get(NotificationDigests).send()).toBe(0);
  });
});

/** Parses a feed with a real iCalendar parser (as calendar apps do), resolving TZID times through its VTIMEZONE. */
function parseFeed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((event) => {
    const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    return {
      uid: event.getFirstPropertyValue('uid') as string,
      sequence: Number(event.getFirstPropertyValue('sequence')),
      status: event.getFirstPropertyValue('status') as string,
      summary: event.getFirstPropertyValue('summary') as string,
      description: event.getFirstPropertyValue('description') as string,
      startZone: start.zone?.tzid,
      startUtc: start.toJSDate().toISOString(),
    };
  });
}

describe('staff calendar feeds', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await startPaymentsTestApp('test');
  });
  afterAll(() => t.close());

  const feeds = (token: string, method = 'GET', body?: unknown, path = '') => call(t.baseUrl, method, `/admin/calendar-feeds${path}`, { bearer: token, body });
  const read = (url: string) => fetch(url.replace('http://site.test', t.baseUrl));

  it("a private feed of the chosen offices' appointments, in Detroit time, with moves (SEQUENCE) and cancellations reflected; revoked, it is gone", async () => {
    const staff = await staffWithEmail(t, 'calendar');
    const created = await feeds(staff.token, 'POST', { offices: ['ann-arbor', 'remote'] });
    expect(created.status).toBe(201);
    const url = created.body['url'] as string;
    expect(url).toMatch(/^http:\/\/site\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = /calendar\/([^.]+)\.ics$/.exec(url)![1]!;
    const stored = await sql<{ token_hash: string }>(t.database.url, 'SELECT token_hash FROM staff_calendar_feeds WHERE id = $1', [created.body['id']]);
    expect(stored[0]!.token_hash).not.toContain(token);
    expect((await feeds(staff.token)).body).toEqual([expect.objectContaining({ id: created.body['id'], offices: ['ann-arbor', 'remote'], lastReadAt: null })]);
    expect(JSON.stringify((await feeds(staff.token)).body)).not.toContain(token);

    const [first, second] = await freeTimes(t.baseUrl, 'ann-arbor');
    const booked = await call(t.baseUrl, 'POST', '/booking/appointments', {
      body: { ...contact(uniqueEmail('feed')), notes: 'AGI 98,765', office: 'ann-arbor', service: 'business-return', startsAt: first },
    });
    const other = await call(t.baseUrl, 'POST', '/booking/appointments', {
      body: { ...contact(uniqueEmail('elsewhere')), office: 'dearborn', service: 'individual-return', startsAt: (await freeTimes(t.baseUrl, 'dearborn'))[0] },
    });
    const id = booked.body['id'] as string;

    const res = await read(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Detroit');
    expect(text).not.toContain('98,765');
    expect(text).not.toContain(other.body['id'] as string);
    const [event] = parseFeed(text).filter((e) => e.uid.includes(id));
    expect(event).toMatchObject({ sequence: 0, status: 'CONFIRMED', startZone: 'America/Detroit', startUtc: first });
    expect(event!.summary).toContain(booked.body['reference'] as string);
    expect(event!.description).toContain(`http://site.test/admin/appointments/${id}`);

    const mover = await staffWithEmail(t, 'mover');
    await call(t.baseUrl, 'PATCH', `/admin/appointments/${id}`, { bearer: mover.token, body: { startsAt: second, version: 1 } });
    const afterMove = parseFeed(await (await read(url)).text()).find((e) => e.uid.includes(id));
    expect(afterMove).toMatchObject({ sequence: 1, status: 'CONFIRMED', startUtc: second });
    await call(t.baseUrl, 'DELETE', `/admin/appointments/${id}`, { bearer: mover.token });
    const afterCancel = parseFeed(await (await read(url)).text()).find((e) => e.uid.includes(id));
    expect(afterCancel).toMatchObject({ sequence: 2, status: 'CANCELLED' });
    expect((await feeds(staff.token)).body).toEqual([expect.objectContaining({ lastReadAt: expect.any(String) })]);
    const reads = await sql<{ n: number }>(t.database.url, `SELECT count(*)::int AS n FROM audit_log WHERE action = 'calendar_feed.read' AND subject_id = $1`, [
      created.body['id'],
    ]);
    expect(reads[0]!.n).toBe(3);

    // Another staff member cannot revoke it; its owner can, and then the address is 404.
    const otherStaff = await staffWithEmail(t, 'other');
    expect((await feeds(otherStaff.token, 'DELETE', undefined, `/${created.body['id']}`)).status).toBe(404);
    expect((await read(url)).status).toBe(200);
    expect((await feeds(staff.token, 'DELETE', undefined, `/${created.body['id']}`)).status).toBe(204);
    expect((await read(url)).status).toBe(404);
    expect((await feeds(staff.token, 'DELETE', undefined, `/${created.body['id']}`)).status).toBe(404);
    expect((await feeds(staff.token)).body).toEqual([]);
  });

  it('a feed stops answering when its owner leaves the staff; unknown and malformed tokens are 404', async () => {
    const staff = await staffWithEmail(t, 'leaver');
    const url = (await feeds(staff.token, 'POST', { offices: ['dearborn'] })).body['url'] as string;
    expect((await read(url)).status).toBe(200);
    await sql(t.database.url, `UPDATE auth.users SET raw_app_meta_data = raw_app_meta_data - 'roles' WHERE email = lower($1)`, [staff.email]);
    expect((await read(url)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/api/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/api/calendar/short.ics`)).status).toBe(404);
  });

  it('names the field of a bad body: no offices, an unknown one, one twice, wrong type', async () => {
    const staff = await staffWithEmail(t, 'bad-body');
    for (const body of [
      {},
      { offices: [] },
      { offices: ['detroit'] },
      { offices: ['dearborn', 'dearborn'] },
      { offices: 'dearborn' },
      { offices: ['dearborn'], x: 1 },
    ]) {
      const res = await feeds(staff.token, 'POST', body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(JSON.stringify(res.body)).toMatch(/offices|x/);
    }
    expect((await feeds(staff.token, 'DELETE', undefined, '/not-a-uuid')).status).toBe(400);
    expect((await call(t.baseUrl, 'POST', '/admin/calendar-feeds', { body: { offices: ['dearborn'] } })).status).toBe(401);
  });
});
