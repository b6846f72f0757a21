import { authFetch, claimsOf, signUpRaw } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { codeIn, linkIn } from '../support/smtp-sink';
import { sql } from '../support/sql';

describe('AUTH_JWT_EXPIRY and AUTH_OTP_EXPIRY', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ AUTH_JWT_EXPIRY: '600', AUTH_OTP_EXPIRY: '120' });
  });
  afterAll(() => t.close());

  it('access tokens live AUTH_JWT_EXPIRY seconds: exp - iat, expires_in and expires_at agree', async () => {
    const email = uniqueEmail();
    const signedUp = await signUpRaw(t.authUrl, email);
    const granted = await authFetch<{ access_token: string; expires_in: number; expires_at: number }>(t.authUrl, '/token?grant_type=password', {
      body: { email, password: 'correct horse battery' },
    });
    for (const token of [signedUp.access_token, granted.body.access_token]) {
      const { exp, iat } = claimsOf(token) as { exp: number; iat: number };
      expect(exp - iat).toBe(600);
    }
    expect(granted.body.expires_in).toBe(600);
    expect(granted.body.expires_at).toBe(claimsOf(granted.body.access_token)['exp']);
    const { data } = await t.client().signInWithPassword({ email, password: 'correct horse battery' });
    expect(data.session?.expires_in).toBe(600);
  });

  it('emailed codes and links are issued for AUTH_OTP_EXPIRY seconds and refused once that has passed', async () => {
    const email = uniqueEmail();
    await signUpRaw(t.authUrl, email);
    const issue = async () => {
      await authFetch(t.authUrl, '/recover', { body: { email } });
      return t.smtp.next(email);
    };
    /** Moves the user's recovery token `seconds` into the past, as if it had been issued that long ago. */
    const age = (seconds: number) =>
      sql(
        t.database.url,
        `UPDATE auth.one_time_tokens SET created_at = created_at - make_interval(secs => $2), expires_at = expires_at - make_interval(secs => $2) WHERE relates_to = $1`,
        [email, seconds],
      );

    const first = await issue();
    expect(
      await sql(t.database.url, `SELECT extract(epoch FROM expires_at - created_at)::int AS lifetime FROM auth.one_time_tokens WHERE relates_to = $1`, [email]),
    ).toEqual([{ lifetime: 120 }]);
    await age(121);
    expect(await authFetch(t.authUrl, '/verify', { body: { type: 'recovery', email, token: codeIn(first) } })).toMatchObject({
      status: 403,
      body: { error_code: 'otp_expired' },
    });
    expect(await authFetch(t.authUrl, '/verify', { body: { type: 'recovery', token_hash: linkIn(first).searchParams.get('token_hash') } })).toMatchObject({
      status: 403,
      body: { error_code: 'otp_expired' },
    });

    const second = await issue();
    await age(119);
    expect((await authFetch(t.authUrl, '/verify', { body: { type: 'recovery', email, token: codeIn(second) } })).status).toBe(200);
  });
});
