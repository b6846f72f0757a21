import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { startApiProcess, type ApiProcess } from '../support/api-process';
import { sql } from '../support/sql';
import { call, contact, freeTimes } from './booking-helpers';

// Dearborn takes one appointment at a time, Ypsilanti three: the race is run against both kinds of slot.
const PREPARERS = { BOOKING_PREPARERS_DEARBORN: '1', BOOKING_PREPARERS_YPSILANTI: '3' };

describe('never double-booked: concurrent bookings of one slot across two operating-system processes', () => {
  let t: AuthTestApp;
  let other: ApiProcess;
  beforeAll(async () => {
    t = await startAuthTestApp(PREPARERS);
    other = await startApiProcess({ DATABASE_URL: t.database.url, ...PREPARERS, SMTP_URL: t.smtp.url });
    expect(other.pid).not.toBe(process.pid);
  });
  afterAll(async () => {
    expect(await other.close()).toBe(0);
    await t.close();
  });

  it('accepts exactly one and answers 409 slot_taken to the other 49', async () => {
    const [startsAt] = await freeTimes(t.baseUrl);
    const attempts = Array.from({ length: 50 }, (_, i) =>
      call(i % 2 ? other.baseUrl : t.baseUrl, 'POST', '/booking/appointments', {
        body: { ...contact(uniqueEmail('race')), office: 'dearborn', service: 'advisory', startsAt },
      }),
    );
    const results = await Promise.all(attempts);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(results.find((r) => r.status === 409)?.body).toMatchObject({ code: 'slot_taken', message: 'That time was just taken. Please choose another time.' });
    expect(await sql(t.database.url, `SELECT booked, capacity FROM booking_slots WHERE office = 'dearborn' AND starts_at = $1`, [startsAt])).toEqual([
      { booked: 1, capacity: 1 },
    ]);
    expect(await sql(t.database.url, `SELECT count(*)::int AS n FROM booking_appointments WHERE starts_at = $1`, [startsAt])).toEqual([{ n: 1 }]);
    expect(await freeTimes(other.baseUrl)).not.toContain(startsAt);
  });

  it('a slot of capacity 3: of 30 racers exactly 3 are booked, the other 27 answered 409 slot_taken', async () => {
    const [startsAt] = await freeTimes(t.baseUrl, 'ypsilanti');
    const attempts = Array.from({ length: 30 }, (_, i) =>
      call(i % 2 ? other.baseUrl : t.baseUrl, 'POST', '/booking/appointments', {
        body: { ...contact(uniqueEmail('race3')), office: 'ypsilanti', service: 'advisory', startsAt },
      }),
    );
    const results = await Promise.all(attempts);
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409).map((r) => r.body['code'])).toEqual(Array(27).fill('slot_taken'));
    expect(await sql(t.database.url, `SELECT booked, capacity FROM booking_slots WHERE office = 'ypsilanti' AND starts_at = $1`, [startsAt])).toEqual([
      { booked: 3, capacity: 3 },
    ]);
    expect(
      await sql(t.database.url, `SELECT count(*)::int AS n FROM booking_appointments WHERE office = 'ypsilanti' AND starts_at = $1 AND status = 'confirmed'`, [
        startsAt,
      ]),
    ).toEqual([{ n: 3 }]);
    expect(await freeTimes(other.baseUrl, 'ypsilanti')).not.toContain(startsAt);
  });
});
