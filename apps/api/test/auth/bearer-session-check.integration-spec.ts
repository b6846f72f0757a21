import { SigningKeysService } from '../../src/modules/auth/keys/signing-keys.service';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { authFetch, signUpRaw } from '../support/auth-http';
import { sql } from '../support/sql';

/**
 * The bearer check of every signed-in /api request reads the token's user and session in one statement
 * (SessionResolver, issue 49). Only a token's verified signature is remembered (AccessTokenService): a sign-out, a
 * revoked session, a deleted user or a retired signing key is refused on the very next request, and a session only
 * counts for the user it belongs to.
 */
describe('bearer token check on /api: one lookup, revocation at once', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ AUTH_SIGNING_KEY_PUBLISH_SECONDS: '0' }); // a rotated key signs at once (the retired-key case)
  });
  afterAll(() => t.close());

  const summary = (token: string) => fetch(`${t.baseUrl}/api/referrals/summary`, { headers: { authorization: `Bearer ${token}` } });

  it('a signed-in read works, and the next read after sign-out answers 401', async () => {
    const a = await signUpRaw(t.authUrl, uniqueEmail());
    const before = await summary(a.access_token);
    expect(before.status).toBe(200);
    expect(await before.json()).toMatchObject({ total: 0 });
    expect((await authFetch(t.authUrl, '/logout?scope=local', { method: 'POST', token: a.access_token })).status).toBe(204);
    const after = await summary(a.access_token);
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('signing out one session leaves the other sessions of the same person signed in', async () => {
    const email = uniqueEmail();
    const first = await signUpRaw(t.authUrl, email);
    const second = await authFetch<{ access_token: string }>(t.authUrl, '/token?grant_type=password', { body: { email, password: 'correct horse battery' } });
    expect(second.status).toBe(200);
    expect((await authFetch(t.authUrl, '/logout?scope=local', { method: 'POST', token: first.access_token })).status).toBe(204);
    expect((await summary(first.access_token)).status).toBe(401);
    expect((await summary(second.body.access_token)).status).toBe(200);
  });

  it('a session revoked in the database (another process, staff) is refused on the next request', async () => {
    const a = await signUpRaw(t.authUrl, uniqueEmail());
    expect((await summary(a.access_token)).status).toBe(200);
    await sql(t.database.url, 'DELETE FROM auth.sessions WHERE user_id = $1', [a.user.id]);
    expect((await summary(a.access_token)).status).toBe(401);
    expect(await authFetch(t.authUrl, '/user', { token: a.access_token })).toMatchObject({ status: 403, body: { error_code: 'session_not_found' } });
  });

  it('a session moved to another user no longer signs in its token (the session must be the token user’s)', async () => {
    const a = await signUpRaw(t.authUrl, uniqueEmail());
    const b = await signUpRaw(t.authUrl, uniqueEmail());
    await sql(t.database.url, `UPDATE auth.sessions SET user_id = $2 WHERE user_id = $1`, [a.user.id, b.user.id]);
    expect((await summary(a.access_token)).status).toBe(401);
    expect(await authFetch(t.authUrl, '/user', { token: a.access_token })).toMatchObject({ status: 403, body: { error_code: 'session_not_found' } });
  });

  it('a deleted user: 401 on /api, user_not_found on /auth/v1', async () => {
    const a = await signUpRaw(t.authUrl, uniqueEmail());
    await sql(t.database.url, 'DELETE FROM auth.users WHERE id = $1', [a.user.id]);
    expect((await summary(a.access_token)).status).toBe(401);
    expect(await authFetch(t.authUrl, '/user', { token: a.access_token })).toMatchObject({ status: 403, body: { error_code: 'user_not_found' } });
  });

  it('a token already used (its signature remembered) stops working once its signing key is retired', async () => {
    const a = await signUpRaw(t.authUrl, uniqueEmail());
    expect((await summary(a.access_token)).status).toBe(200);
    expect((await authFetch(t.authUrl, '/user', { token: a.access_token })).status).toBe(200);
    const kid = JSON.parse(Buffer.from(a.access_token.split('.')[0]!, 'base64url').toString()).kid as string;
    const keys = t.app.get(SigningKeysService);
    await keys.rotate();
    await sql(t.database.url, `UPDATE auth.signing_keys SET retire_at = now() - interval '1 second' WHERE kid = $1`, [kid]);
    await keys.maintain();
    expect(await authFetch(t.authUrl, '/user', { token: a.access_token })).toMatchObject({ status: 403, body: { error_code: 'bad_jwt' } });
    expect((await summary(a.access_token)).status).toBe(401);
  });
});
