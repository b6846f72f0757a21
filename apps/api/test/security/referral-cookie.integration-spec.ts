import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { call, contact, freeTimes } from '../booking/booking-helpers';
import { validContactMessage, validGroupRegistration } from '../intake/intake-http';
import { sql } from '../support/sql';
import { apiCall, validIntake } from '../tax-intake/tax-intake-http';

const MALFORMED = ['%', '%E0%A4%A', '%ED%A0%80', '%00'];

/** Issue 40 item 5: a `huron_ref` cookie that is not a referral code is ignored by every public form, never a 500. */
describe('malformed referral cookie', () => {
  let t: AuthTestApp;
  let times: string[];
  beforeAll(async () => {
    t = await startAuthTestApp();
    times = await freeTimes(t.baseUrl);
  });
  afterAll(() => t.close());

  const cookie = (value: string) => ({ cookie: `theme=dark; huron_ref=${value}` });

  it.each(MALFORMED)('contact, group registration and tax intake go through with huron_ref=%s', async (value) => {
    expect((await apiCall(t, 'POST', '/intake/contact', { body: validContactMessage(), headers: cookie(value) })).status).toBe(201);
    expect((await apiCall(t, 'POST', '/intake/group-registrations', { body: validGroupRegistration(), headers: cookie(value) })).status).toBe(201);
    expect((await apiCall(t, 'POST', '/intake/tax-info', { body: validIntake(), headers: cookie(value) })).status).toBe(201);
  });

  it.each(MALFORMED)('a booking goes through with huron_ref=%s, stored without a referral code', async (value) => {
    const email = uniqueEmail('cookie');
    const res = await call(t.baseUrl, 'POST', '/booking/appointments', {
      body: { ...contact(email), office: 'dearborn', service: 'individual-return', startsAt: times.shift() },
      headers: cookie(value),
    });
    expect(res.status).toBe(201);
    expect(await sql(t.database.url, `SELECT referral_code FROM booking_appointments WHERE email = $1`, [email])).toEqual([{ referral_code: null }]);
  });
});
