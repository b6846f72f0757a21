import { site } from '@huron/shared/content';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { sql } from '../support/sql';
import { call, contact, freeTimes } from './booking-helpers';

const PER_ADDRESS_PER_DAY = 4;

describe('booking hoarding: upcoming appointments per email and per phone, bookings per address per day', () => {
  let t: AuthTestApp;
  let times: string[];
  let next = 0;
  let addresses = 0;
  const aTime = () => times[next++]!;
  /** A fresh client address per call, so only the test about addresses meets that limit. */
  const anAddress = () => `198.51.100.${++addresses}`;

  beforeAll(async () => {
    t = await startAuthTestApp({ TRUST_PROXY: 'true', BOOKING_LIMIT_PER_ADDRESS_PER_DAY: String(PER_ADDRESS_PER_DAY) });
    times = await freeTimes(t.baseUrl);
  });
  afterAll(() => t.close());

  const book = (person: { email: string; phone?: string }, ip = anAddress(), startsAt = aTime()) =>
    call(t.baseUrl, 'POST', '/booking/appointments', {
      body: { ...contact(person.email, person.phone), office: 'dearborn', service: 'individual-return', startsAt },
      headers: { 'x-forwarded-for': ip },
    });
  const refusedFor = (field: string) => ({
    status: 409,
    body: { code: 'booking_limit_reached', message: expect.stringContaining(`call the office at ${site.supportPhone}`), errors: [{ field }] },
  });

  it('one email holds at most two upcoming appointments (any letter case); a past one no longer counts', async () => {
    const email = uniqueEmail('hoarder');
    expect((await book({ email })).status).toBe(201);
    expect((await book({ email: email.toUpperCase() })).status).toBe(201);
    expect(await book({ email })).toMatchObject(refusedFor('email'));
    expect(await sql(t.database.url, 'SELECT count(*)::int AS n FROM booking_appointments WHERE lower(email) = $1', [email])).toEqual([{ n: 2 }]);

    await sql(
      t.database.url,
      `UPDATE booking_appointments SET starts_at = now() - interval '1 day' WHERE id = (SELECT id FROM booking_appointments WHERE lower(email) = $1 LIMIT 1)`,
      [email],
    );
    expect((await book({ email })).status).toBe(201);
  });

  it('one phone number, however it is written, holds at most two upcoming appointments', async () => {
    expect((await book({ email: uniqueEmail('a'), phone: '(734) 555-0160' })).status).toBe(201);
    expect((await book({ email: uniqueEmail('b'), phone: '+1 734.555.0160' })).status).toBe(201);
    expect(await book({ email: uniqueEmail('c'), phone: '734 555 0160' })).toMatchObject(refusedFor('phone'));
  });

  it('parallel bookings with one email: exactly two are booked, the rest refused', async () => {
    const email = uniqueEmail('racer');
    const answers = await Promise.all(Array.from({ length: 6 }, () => book({ email })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
  });

  it('one address books only so many a day: then 429 with Retry-After and the office phone; another address still books', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < PER_ADDRESS_PER_DAY; i++) expect((await book({ email: uniqueEmail('office') }, ip)).status).toBe(201);
    const refused = await book({ email: uniqueEmail('office') }, ip);
    expect(refused).toMatchObject({ status: 429, body: { code: 'booking_limit_reached', message: expect.stringContaining(site.supportPhone) } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3600);
    expect((await book({ email: uniqueEmail('office') })).status).toBe(201);
  });
});
