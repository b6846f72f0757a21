import { authFetch, signUpRaw } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { sql } from '../support/sql';

/**
 * The limiter counts in fixed windows on the database clock: time is moved by ageing window_start, never waited for.
 * Token grants have a 5-minute window, MFA calls a 1-minute one.
 */
describe('rate-limit windows', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ AUTH_RATE_LIMIT_TOKEN: '2', AUTH_RATE_LIMIT_MFA: '2', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  let client = 0;
  const from = () => ({ 'x-forwarded-for': `203.0.113.${++client}` });
  /** Moves every counter with this window length the given number of seconds into the past. */
  const age = (windowSeconds: number, seconds: number) =>
    sql(t.database.url, `UPDATE rate_limit_counters SET window_start = window_start - make_interval(secs => $2) WHERE window_seconds = $1`, [
      windowSeconds,
      seconds,
    ]);

  it('token grants: the count starts again once the 5-minute window has passed, not before', async () => {
    const ip = from();
    const grant = async () =>
      (await authFetch(t.authUrl, '/token?grant_type=password', { body: { email: uniqueEmail(), password: 'whatever-1' }, headers: ip })).status;
    expect([await grant(), await grant(), await grant()]).toEqual([400, 400, 429]);
    await age(300, 240);
    expect(await grant()).toBe(429);
    await age(300, 61);
    expect([await grant(), await grant(), await grant()]).toEqual([400, 400, 429]);
  });

  it('MFA calls have their own 1-minute window: after it, MFA is allowed again while token grants stay limited', async () => {
    const ip = from();
    const { access_token } = await signUpRaw(t.authUrl, uniqueEmail());
    const factor = (await authFetch<{ id: string }>(t.authUrl, '/factors', { body: { factor_type: 'totp' }, token: access_token, headers: ip })).body;
    const challenge = async () => (await authFetch(t.authUrl, `/factors/${factor.id}/challenge`, { body: {}, token: access_token, headers: ip })).status;
    const grant = async () =>
      (await authFetch(t.authUrl, '/token?grant_type=password', { body: { email: uniqueEmail(), password: 'whatever-1' }, headers: ip })).status;
    expect([await challenge(), await challenge(), await challenge()]).toEqual([200, 200, 429]);
    expect([await grant(), await grant(), await grant()]).toEqual([400, 400, 429]);
    await age(60, 61);
    await age(300, 61);
    expect(await challenge()).toBe(200);
    expect(await grant()).toBe(429);
  });
});
