import { SigningKeysService } from '../../src/modules/auth/keys/signing-keys.service';
import { authFetch, signUpRaw } from '../support/auth-http';
import { FAST_AUTH_ENV, startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { startApiProcess } from '../support/api-process';
import { sql } from '../support/sql';

const kidOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[0]!, 'base64url').toString()).kid as string;
const jwks = async (authUrl: string) =>
  ((await (await fetch(`${authUrl}/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] }).keys.map((k) => k.kid);

describe('JWT signing keys (ES256, kid) and rotation', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ AUTH_SIGNING_KEY_PUBLISH_SECONDS: '0' });
  });
  afterAll(() => t.close());

  it('starts with one current key; its private half is sealed, not stored as PEM', async () => {
    const rows = await sql<{ status: string; private_key: string }>(t.database.url, 'SELECT status, private_key FROM auth.signing_keys');
    expect(rows.map((r) => r.status)).toEqual(['current']);
    expect(rows[0]!.private_key).toMatch(/^v1\./);
    expect(rows[0]!.private_key).not.toContain('PRIVATE KEY');
  });

  it('rotation signs new tokens with the new key and keeps tokens of the old one valid (no one is signed out)', async () => {
    const before = await signUpRaw(t.authUrl, uniqueEmail());
    const oldKid = kidOf(before.access_token);
    const newKid = await t.app.get(SigningKeysService).rotate();
    expect(newKid).not.toBe(oldKid);
    expect(await jwks(t.authUrl)).toEqual([newKid, oldKid]);

    const after = await signUpRaw(t.authUrl, uniqueEmail());
    expect(kidOf(after.access_token)).toBe(newKid);
    for (const token of [before.access_token, after.access_token]) {
      expect((await authFetch(t.authUrl, '/user', { token })).status).toBe(200);
      expect((await fetch(`${t.baseUrl}/api/profiles/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    }
    const client = t.client();
    expect((await client.getClaims(before.access_token)).error).toBeNull();
    expect((await client.getClaims(after.access_token)).error).toBeNull();
  });

  it('another process that cached the old key set picks up the new key when it sees its kid', async () => {
    const other = await startApiProcess({ DATABASE_URL: t.database.url, ...FAST_AUTH_ENV, AUTH_SIGNING_KEY_PUBLISH_SECONDS: '0', SMTP_URL: t.smtp.url });
    try {
      const newKid = await t.app.get(SigningKeysService).rotate();
      const fresh = await signUpRaw(t.authUrl, uniqueEmail());
      expect(kidOf(fresh.access_token)).toBe(newKid);
      expect((await authFetch(other.authUrl, '/user', { token: fresh.access_token })).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('a retired key leaves the key set, and its tokens stop verifying', async () => {
    const old = await signUpRaw(t.authUrl, uniqueEmail());
    const keys = t.app.get(SigningKeysService);
    await keys.rotate();
    await sql(t.database.url, `UPDATE auth.signing_keys SET retire_at = now() - interval '1 second' WHERE kid = $1`, [kidOf(old.access_token)]);
    await keys.maintain();
    expect(await jwks(t.authUrl)).not.toContain(kidOf(old.access_token));
    expect(await authFetch(t.authUrl, '/user', { token: old.access_token })).toMatchObject({ status: 403, body: { error_code: 'bad_jwt' } });
  });

  it('a process with a different APP_SECRET refuses to start rather than mint unverifiable tokens', async () => {
    await expect(startApiProcess({ DATABASE_URL: t.database.url, ...FAST_AUTH_ENV, APP_SECRET: 'z'.repeat(40), SMTP_URL: t.smtp.url })).rejects.toThrow(
      /APP_SECRET differs/,
    );
  });
});

describe('a rotated key is published before it signs', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp(); // AUTH_SIGNING_KEY_PUBLISH_SECONDS default: 900
  });
  afterAll(() => t.close());

  it('appears in the JWKS at once, signs only after the publish period', async () => {
    const keys = t.app.get(SigningKeysService);
    const current = kidOf((await signUpRaw(t.authUrl, uniqueEmail())).access_token);
    const next = await keys.rotate();
    expect(await jwks(t.authUrl)).toEqual([current, next]);
    expect(kidOf((await signUpRaw(t.authUrl, uniqueEmail())).access_token)).toBe(current);

    await sql(t.database.url, `UPDATE auth.signing_keys SET created_at = now() - interval '901 seconds' WHERE kid = $1`, [next]);
    await keys.maintain();
    expect(kidOf((await signUpRaw(t.authUrl, uniqueEmail())).access_token)).toBe(next);
    expect(await jwks(t.authUrl)).toEqual([next, current]);
  });
});
