import { AuthWeakPasswordError } from '@supabase/auth-js';
import { authFetch, signUpRaw } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { sql } from '../support/sql';

describe('passwords: six characters, not a common one, not the email name (zxcvbn-ts, no network)', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp();
  });
  afterAll(() => t.close());

  it('sign-up refuses a common password with 422 weak_password, its reason and why; nothing is created', async () => {
    const email = uniqueEmail('common');
    const res = await authFetch(t.authUrl, '/signup', { body: { email, password: 'qwerty123' }, headers: { 'X-Supabase-Api-Version': '2024-01-01' } });
    expect(res).toMatchObject({
      status: 422,
      body: { code: 'weak_password', message: expect.stringContaining('most common passwords'), weak_password: { reasons: ['pwned'] } },
    });
    expect(await sql(t.database.url, 'SELECT count(*)::int AS n FROM auth.users WHERE email = $1', [email])).toEqual([{ n: 0 }]);
  });

  it("auth-js sees an AuthWeakPasswordError for a password holding the email's name part", async () => {
    const email = `marguerite.${Date.now()}@example.com`;
    const { error } = await t.client().signUp({ email, password: `My-${email.split('@')[0]}-pass` });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect((error as AuthWeakPasswordError).reasons).toEqual(['email']);
    expect(error!.message).toContain('name part of your email address');
  });

  it('a password change (also the last step of a recovery) refuses a common password; a passphrase is fine', async () => {
    const { access_token } = await signUpRaw(t.authUrl, uniqueEmail('changer'));
    const weak = await authFetch(t.authUrl, '/user', { method: 'PUT', token: access_token, body: { password: 'P@ssw0rd' } });
    expect(weak).toMatchObject({ status: 422, body: { error_code: 'weak_password', weak_password: { reasons: ['pwned'] } } });
    expect((await authFetch(t.authUrl, '/user', { method: 'PUT', token: access_token, body: { password: 'tulips along the huron' } })).status).toBe(200);
  });
});
