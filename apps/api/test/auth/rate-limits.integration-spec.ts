import { retryPhrase } from '../../src/modules/auth/errors/retry-phrase';
import { authFetch, signUpRaw } from '../support/auth-http';
import { FAST_AUTH_ENV, startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { startApiProcess, type ApiProcess } from '../support/api-process';
import { sql } from '../support/sql';

const LIMITS = {
  AUTH_RATE_LIMIT_TOKEN: '3',
  AUTH_RATE_LIMIT_VERIFY: '2',
  AUTH_RATE_LIMIT_OTP: '3',
  AUTH_RATE_LIMIT_MFA: '2',
  AUTH_RATE_LIMIT_EMAIL_SENT: '100',
  TRUST_PROXY: 'true',
};

describe('rate limits per client address, kept in PostgreSQL', () => {
  let t: AuthTestApp;
  let other: ApiProcess;
  let client = 0;
  /** Each test speaks from its own address (X-Forwarded-For, TRUST_PROXY on), so counters never leak between tests. */
  const from = () => ({ 'x-forwarded-for': `198.51.100.${++client}` });

  beforeAll(async () => {
    t = await startAuthTestApp(LIMITS);
    other = await startApiProcess({ DATABASE_URL: t.database.url, ...FAST_AUTH_ENV, ...LIMITS, SMTP_URL: t.smtp.url });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('token grants: 429 over_request_rate_limit after the limit, in both error shapes', async () => {
    const ip = from();
    const grant = (headers: Record<string, string> = {}) =>
      authFetch(t.authUrl, '/token?grant_type=password', { body: { email: uniqueEmail(), password: 'whatever-1' }, headers: { ...ip, ...headers } });
    expect([(await grant()).status, (await grant()).status, (await grant()).status]).toEqual([400, 400, 400]);
    const refused = await grant();
    expect(refused).toMatchObject({ status: 429, body: { code: 429, error_code: 'over_request_rate_limit' } });
    // The message says when to try again, and agrees with Retry-After (auth-js shows the message as it is).
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect((refused.body as { msg: string }).msg).toBe(`Too many attempts from this network. Try again ${retryPhrase(wait)}.`);
    expect((await grant({ 'X-Supabase-Api-Version': '2024-01-01' })).body).toEqual({
      code: 'over_request_rate_limit',
      message: expect.stringMatching(/^Too many attempts from this network\. Try again in \d+ (second|minute)s?\.$/),
    });
    // Another address is not affected.
    expect((await authFetch(t.authUrl, '/token?grant_type=password', { body: { email: uniqueEmail(), password: 'whatever-1' }, headers: from() })).status).toBe(
      400,
    );
  });

  it('the count is shared by every process: two API instances, one database', async () => {
    const ip = from();
    const grant = (authUrl: string) => authFetch(authUrl, '/token?grant_type=refresh_token', { body: { refresh_token: 'x'.repeat(43) }, headers: ip });
    const statuses = [
      (await grant(t.authUrl)).status,
      (await grant(other.authUrl)).status,
      (await grant(t.authUrl)).status,
      (await grant(other.authUrl)).status,
    ];
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('requests at the same moment, on both processes, are counted exactly: the limit passes, the rest get 429', async () => {
    const ip = from();
    const grant = (authUrl: string) => authFetch(authUrl, '/token?grant_type=refresh_token', { body: { refresh_token: 'x'.repeat(43) }, headers: ip });
    const statuses = await Promise.all(Array.from({ length: 16 }, (_, i) => grant(i % 2 ? other.authUrl : t.authUrl).then((r) => r.status)));
    expect(statuses.filter((s) => s === 400)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(13);
  });

  it('signup, otp, recover and resend share one bucket', async () => {
    const ip = from();
    const statuses = [
      (await authFetch(t.authUrl, '/recover', { body: { email: uniqueEmail() }, headers: ip })).status,
      (await authFetch(t.authUrl, '/otp', { body: { email: uniqueEmail(), create_user: false }, headers: ip })).status,
      (await authFetch(t.authUrl, '/resend', { body: { email: uniqueEmail(), type: 'signup' }, headers: ip })).status,
      (await authFetch(t.authUrl, '/signup', { body: { email: uniqueEmail(), password: 'correct horse' }, headers: ip })).status,
    ];
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('verify', async () => {
    const ip = from();
    const verify = () => authFetch(t.authUrl, '/verify', { body: { type: 'recovery', token_hash: 'nope' }, headers: ip });
    expect([(await verify()).status, (await verify()).status, (await verify()).status]).toEqual([403, 403, 429]);
  });

  it('MFA challenges and verifications', async () => {
    const ip = from();
    const { access_token } = await signUpRaw(t.authUrl, uniqueEmail());
    const factor = (await authFetch<{ id: string }>(t.authUrl, '/factors', { body: { factor_type: 'totp' }, token: access_token, headers: ip })).body;
    const challenge = () => authFetch(t.authUrl, `/factors/${factor.id}/challenge`, { body: {}, token: access_token, headers: ip });
    expect([(await challenge()).status, (await challenge()).status, (await challenge()).status]).toEqual([200, 200, 429]);
  });

  it('counters hold hashes, never client or email addresses', async () => {
    const ip = from();
    const email = uniqueEmail('counted');
    const before = new Set((await sql<{ key: string }>(t.database.url, 'SELECT key FROM rate_limit_counters')).map((r) => r.key));
    expect((await authFetch(t.authUrl, '/recover', { body: { email }, headers: ip })).status).toBe(200);
    const added = (await sql<{ key: string }>(t.database.url, 'SELECT key FROM rate_limit_counters')).map((r) => r.key).filter((key) => !before.has(key));
    expect(added).toHaveLength(3); // the otp bucket of the client, its emails sent, the emails to the address
    for (const key of added) expect(key).toMatch(/^[0-9a-f]{64}$/);
    const raw = [ip['x-forwarded-for'], email, email.split('@')[0]!];
    expect(await sql(t.database.url, 'SELECT key FROM rate_limit_counters WHERE key LIKE ANY ($1)', [raw.map((r) => `%${r}%`)])).toEqual([]);
  });
});

describe('email send limit per client address', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ AUTH_RATE_LIMIT_EMAIL_SENT: '2' });
  });
  afterAll(() => t.close());

  it('429 over_email_send_rate_limit once the address has caused the hourly number of emails', async () => {
    const recover = () => authFetch(t.authUrl, '/recover', { body: { email: uniqueEmail() } });
    expect([(await recover()).status, (await recover()).status]).toEqual([200, 200]);
    expect(await recover()).toMatchObject({ status: 429, body: { code: 429, error_code: 'over_email_send_rate_limit' } });
    const { error } = await t.client().resetPasswordForEmail(uniqueEmail());
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });
});
