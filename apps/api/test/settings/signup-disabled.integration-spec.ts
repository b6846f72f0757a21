import { authFetch, signUpRaw } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { outboxDrained, mailReceivedBy } from '../support/outbox';
import { sql } from '../support/sql';

describe('AUTH_DISABLE_SIGNUP=true', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ AUTH_DISABLE_SIGNUP: 'true' });
  });
  afterAll(() => t.close());

  it('refuses sign-up with 422 signup_disabled, in both error dialects, and creates no account', async () => {
    const email = uniqueEmail('refused');
    expect(await authFetch(t.authUrl, '/signup', { body: { email, password: 'correct horse battery' } })).toMatchObject({
      status: 422,
      body: { code: 422, error_code: 'signup_disabled', msg: 'Signups not allowed for this instance' },
    });
    const { error } = await t.client().signUp({ email, password: 'correct horse battery' });
    expect(error).toMatchObject({ status: 422, code: 'signup_disabled' });
    await expect(signUpRaw(t.authUrl, email)).rejects.toThrow(/422/);
    expect(await sql(t.database.url, 'SELECT 1 FROM auth.users WHERE email = $1', [email])).toEqual([]);
  });

  it('an email sign-in code for an unknown address creates no account and sends nothing; /settings says so', async () => {
    const email = uniqueEmail('otp');
    expect(await authFetch(t.authUrl, '/otp', { body: { email } })).toMatchObject({ status: 200, body: {} });
    expect(await sql(t.database.url, 'SELECT 1 FROM auth.users WHERE email = $1', [email])).toEqual([]);
    await outboxDrained(t.app, t.database.url);
    expect(mailReceivedBy(t.smtp, email)).toEqual([]);
    expect((await authFetch(t.authUrl, '/settings')).body).toMatchObject({ disable_signup: true });
  });
});
