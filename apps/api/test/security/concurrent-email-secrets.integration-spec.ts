import { authFetch, signUpRaw } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { sql } from '../support/sql';

/** Found by the malformed-input sweep: two requests at once for one account's emailed secret answered 500. */
describe('simultaneous requests for the same emailed secret', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp();
  });
  afterAll(() => t.close());

  it('all succeed, and one secret per account and purpose remains', async () => {
    const email = uniqueEmail('double-click');
    const session = await signUpRaw(t.authUrl, email);
    const links = await Promise.all(Array.from({ length: 8 }, () => authFetch(t.authUrl, '/magiclink', { body: { email } })));
    const nonces = await Promise.all(Array.from({ length: 8 }, () => authFetch(t.authUrl, '/reauthenticate', { token: session.access_token })));
    expect([...links, ...nonces].map((res) => res.status)).toEqual(Array(16).fill(200));
    const rows = await sql<{ token_type: string; n: number }>(
      t.database.url,
      `SELECT token_type, count(*)::int AS n FROM auth.one_time_tokens WHERE user_id = $1 GROUP BY token_type ORDER BY token_type`,
      [session.user.id],
    );
    expect(rows).toEqual([
      { token_type: 'reauthentication', n: 1 },
      { token_type: 'recovery', n: 1 },
    ]);
  });
});
