import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { startAnotherProcess, type SecondProcess } from '../support/second-process';
import { sql } from '../support/sql';
import { call, contact, freeTimes } from './booking-helpers';

const ONE_PREPARER = { BOOKING_PREPARERS_DEARBORN: '1' };

describe('never double-booked: 50 concurrent bookings of one slot across two app processes', () => {
  let t: AuthTestApp;
  let other: SecondProcess;
  beforeAll(async () => {
    t = await startAuthTestApp(ONE_PREPARER);
    other = await startAnotherProcess(t.database.url, { ...ONE_PREPARER, SMTP_URL: t.smtp.url });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('accepts exactly one and answers 409 slot_taken to the other 49', async () => {
    const [startsAt] = await freeTimes(t.baseUrl);
    const attempts = Array.from({ length: 50 }, (_, i) =>
      call(i % 2 ? other.baseUrl : t.baseUrl, 'POST', '/booking/appointments', { body: { ...contact(uniqueEmail('race')), office: 'dearborn', service: 'advisory', startsAt } }),
    );
    const results = await Promise.all(attempts);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(results.find((r) => r.status === 409)?.body).toMatchObject({ code: 'slot_taken', message: 'That time was just taken. Please choose another time.' });
    expect(await sql(t.database.url, `SELECT booked, capacity FROM booking_slots WHERE office = 'dearborn' AND starts_at = $1`, [startsAt])).toEqual([{ booked: 1, capacity: 1 }]);
    expect(await sql(t.database.url, `SELECT count(*)::int AS n FROM booking_appointments WHERE starts_at = $1`, [startsAt])).toEqual([{ n: 1 }]);
    expect(await freeTimes(other.baseUrl)).not.toContain(startsAt);
  });
});
