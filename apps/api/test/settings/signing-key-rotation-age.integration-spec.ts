import { SigningKeysService } from '../../src/modules/auth/keys/signing-keys.service';
import { authFetch, signUpRaw } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { sql } from '../support/sql';

const kidOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[0]!, 'base64url').toString()).kid as string;

/** Key ages are moved in the database (activated_at, created_at); maintain() is what the 1-minute timer runs. */
describe('AUTH_SIGNING_KEY_ROTATION_DAYS', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ AUTH_SIGNING_KEY_ROTATION_DAYS: '30' }); // publish period: the default 900 s
  });
  afterAll(() => t.close());

  const jwks = async () => ((await (await fetch(`${t.authUrl}/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] }).keys.map((k) => k.kid);
  const keyStates = () => sql<{ kid: string; status: string }>(t.database.url, 'SELECT kid, status FROM auth.signing_keys ORDER BY status');

  it('rotates a key once it is older than the setting: published first, then signing, the old one still verifying', async () => {
    const keys = t.app.get(SigningKeysService);
    const before = await signUpRaw(t.authUrl, uniqueEmail());
    const oldKid = kidOf(before.access_token);

    await sql(t.database.url, `UPDATE auth.signing_keys SET activated_at = now() - interval '29 days' WHERE kid = $1`, [oldKid]);
    await keys.maintain();
    expect(await keyStates()).toEqual([{ kid: oldKid, status: 'current' }]);

    await sql(t.database.url, `UPDATE auth.signing_keys SET activated_at = now() - interval '30 days 1 minute' WHERE kid = $1`, [oldKid]);
    await keys.maintain();
    const [, next] = await keyStates(); // current, next
    expect(next).toEqual({ kid: expect.any(String), status: 'next' });
    expect(await jwks()).toEqual([oldKid, next!.kid]);
    expect(kidOf((await signUpRaw(t.authUrl, uniqueEmail())).access_token)).toBe(oldKid);

    await sql(t.database.url, `UPDATE auth.signing_keys SET created_at = now() - interval '901 seconds' WHERE kid = $1`, [next!.kid]);
    await keys.maintain();
    expect(await keyStates()).toEqual([
      { kid: next!.kid, status: 'current' },
      { kid: oldKid, status: 'previous' },
    ]);
    expect(await jwks()).toEqual([next!.kid, oldKid]);
    expect(kidOf((await signUpRaw(t.authUrl, uniqueEmail())).access_token)).toBe(next!.kid);
    expect((await authFetch(t.authUrl, '/user', { token: before.access_token })).status).toBe(200);
    expect((await t.client().getClaims(before.access_token)).error).toBeNull();
  });
});

describe('AUTH_SIGNING_KEY_ROTATION_DAYS=0', () => {
  it('never rotates by age', async () => {
    const t = await startAuthTestApp({ AUTH_SIGNING_KEY_ROTATION_DAYS: '0' });
    try {
      await sql(t.database.url, `UPDATE auth.signing_keys SET activated_at = now() - interval '10 years'`);
      await t.app.get(SigningKeysService).maintain();
      expect(await sql(t.database.url, 'SELECT status FROM auth.signing_keys')).toEqual([{ status: 'current' }]);
    } finally {
      await t.close();
    }
  });
});
