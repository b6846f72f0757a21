import { createHash } from 'node:crypto';
import { authFetch, signUpRaw, type AuthResponse } from '../support/auth-http';
import { FAST_AUTH_ENV, startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { startApiProcess, type ApiProcess } from '../support/api-process';
import { sql } from '../support/sql';

const PASSWORD = 'correct horse battery';
const LIMITS = { AUTH_LOCKOUT_AFTER_FAILURES: '3', TRUST_PROXY: 'true' };

/**
 * Per-account lockout: a password cannot be guessed from many addresses. After 3 consecutive failed password
 * grants for one email address, from any client and any process, further grants are refused for a growing
 * interval with 429 over_request_rate_limit and Retry-After, the same way for addresses with no account.
 */
describe('per-account lockout after failed password grants', () => {
  let t: AuthTestApp;
  let other: ApiProcess;
  let client = 0;
  /** A different client address for every request (X-Forwarded-For, TRUST_PROXY on). */
  const fresh = () => ({ 'x-forwarded-for': `203.0.113.${(++client % 250) + 1}` });
  const grant = (email: string, password: string, authUrl = t.authUrl, headers: Record<string, string> = {}) =>
    authFetch(authUrl, '/token?grant_type=password', { body: { email, password }, headers: { ...fresh(), ...headers } });
  const statuses = (responses: AuthResponse[]) => responses.map((r) => r.status);
  /** Ends a running lock, as the passing of time would. */
  const endLock = (email: string) =>
    sql(t.database.url, `UPDATE auth.sign_in_lockouts SET locked_until = now() - interval '1 second' WHERE key = $1`, [
      createHash('sha256').update(`password-grant|${email}`).digest('hex'),
    ]);

  beforeAll(async () => {
    t = await startAuthTestApp(LIMITS);
    other = await startApiProcess({ DATABASE_URL: t.database.url, ...FAST_AUTH_ENV, ...LIMITS, SMTP_URL: t.smtp.url });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('locks the account after 3 failures from 3 addresses and 2 processes, even for the right password, with Retry-After', async () => {
    const email = uniqueEmail('lock');
    await signUpRaw(t.authUrl, email, PASSWORD);
    expect(statuses([await grant(email, 'wrong-1'), await grant(email, 'wrong-2', other.authUrl), await grant(email, 'wrong-3')])).toEqual([400, 400, 400]);

    const locked = await grant(email, PASSWORD, other.authUrl);
    expect(locked).toMatchObject({ status: 429, body: { code: 429, error_code: 'over_request_rate_limit', msg: expect.any(String) } });
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await grant(email, PASSWORD, t.authUrl, { 'X-Supabase-Api-Version': '2024-01-01' })).body).toEqual({
      code: 'over_request_rate_limit',
      message: expect.any(String),
    });
    const { error } = await t.client().signInWithPassword({ email, password: PASSWORD });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('answers an address without an account exactly like one with an account', async () => {
    const known = uniqueEmail('known');
    await signUpRaw(t.authUrl, known, PASSWORD);
    const unknown = uniqueEmail('unknown');
    const run = async (email: string) => {
      const responses = [];
      for (let i = 0; i < 5; i++) responses.push(await grant(email, `wrong-${i}`));
      return responses.map((r) => ({
        status: r.status,
        body: r.body,
        retryAfter: r.headers.has('retry-after'),
        headers: [...r.headers.keys()].filter((h) => !['date', 'x-request-id', 'content-length'].includes(h)).sort(),
      }));
    };
    const [knownAnswers, unknownAnswers] = [await run(known), await run(unknown)];
    expect(knownAnswers.map((a) => a.status)).toEqual([400, 400, 400, 429, 429]);
    expect(unknownAnswers).toEqual(knownAnswers);
  });

  it('a successful sign-in resets the count', async () => {
    const email = uniqueEmail('reset');
    await signUpRaw(t.authUrl, email, PASSWORD);
    expect(statuses([await grant(email, 'wrong-1'), await grant(email, 'wrong-2'), await grant(email, PASSWORD)])).toEqual([400, 400, 200]);
    expect(statuses([await grant(email, 'wrong-3'), await grant(email, 'wrong-4'), await grant(email, 'wrong-5'), await grant(email, PASSWORD)])).toEqual([
      400, 400, 400, 429,
    ]);
  });

  it('the lock grows: when it ends, one more failure locks again for twice as long; the right password then resets it', async () => {
    const email = uniqueEmail('grow');
    await signUpRaw(t.authUrl, email, PASSWORD);
    for (let i = 0; i < 3; i++) await grant(email, `wrong-${i}`);
    expect((await grant(email, 'wrong-x')).status).toBe(429);

    await endLock(email);
    expect((await grant(email, 'wrong-4')).status).toBe(400);
    const again = await grant(email, PASSWORD);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(Number(again.headers.get('retry-after'))).toBeLessThanOrEqual(120);

    await endLock(email);
    expect((await grant(email, PASSWORD)).status).toBe(200);
    expect(statuses([await grant(email, 'wrong-5'), await grant(email, 'wrong-6')])).toEqual([400, 400]);
  });

  it('is race-safe: of 20 concurrent wrong guesses from 20 addresses, exactly 3 are checked', async () => {
    const email = uniqueEmail('race');
    await signUpRaw(t.authUrl, email, PASSWORD);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => grant(email, `wrong-${i}`, i % 2 ? other.authUrl : t.authUrl)));
    expect(answers.filter((a) => a.status === 400)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(17);
  });

  it('stores hashes, never email addresses', async () => {
    const rows = await sql<{ key: string }>(t.database.url, 'SELECT key FROM auth.sign_in_lockouts');
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) expect(key).toMatch(/^[0-9a-f]{64}$/);
  });
});
