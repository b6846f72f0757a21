import { createPublicKey, verify } from 'node:crypto';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { sql } from '../support/sql';

/** The official @supabase/auth-js client driving our /auth/v1: accounts, sessions, tokens. */
describe('auth-js conformance: sign-up, sign-in, sessions', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp();
  });
  afterAll(() => t.close());

  async function signedUp(password = 'correct horse battery') {
    const client = t.client();
    const email = uniqueEmail();
    const { data, error } = await client.signUp({ email, password, options: { data: { full_name: 'Ada Lovelace' } } });
    expect(error).toBeNull();
    return { client, email, password, session: data.session!, user: data.user! };
  }

  it('signUp returns a session at once (confirmation off) and creates the profile in the same transaction', async () => {
    const { email, session, user } = await signedUp();
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600, refresh_token: expect.any(String), access_token: expect.any(String) });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      user_metadata: { full_name: 'Ada Lovelace' },
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.identities).toEqual([expect.objectContaining({ provider: 'email', user_id: user.id, email })]);
    expect(await sql(t.database.url, 'SELECT id, email, full_name FROM user_profiles WHERE id = $1', [user.id])).toEqual([
      { id: user.id, email, full_name: 'Ada Lovelace' },
    ]);
    const [stored] = await sql<{ encrypted_password: string }>(t.database.url, 'SELECT encrypted_password FROM auth.users WHERE id = $1', [user.id]);
    expect(stored!.encrypted_password).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
  });

  it('user and profile are created in one transaction: if the profile cannot be written, there is no user either', async () => {
    const email = uniqueEmail('atomic');
    await sql(t.database.url, `CREATE FUNCTION test_refuse_profile() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`);
    await sql(
      t.database.url,
      `CREATE TRIGGER test_refuse_profile BEFORE INSERT ON user_profiles FOR EACH ROW WHEN (NEW.email = '${email}') EXECUTE FUNCTION test_refuse_profile()`,
    );
    try {
      const { error } = await t.client().signUp({ email, password: 'correct horse battery' });
      expect(error).toMatchObject({ status: 500 });
      expect(await sql(t.database.url, 'SELECT 1 FROM auth.users WHERE email = $1', [email])).toEqual([]);
    } finally {
      await sql(t.database.url, 'DROP TRIGGER test_refuse_profile ON user_profiles');
      await sql(t.database.url, 'DROP FUNCTION test_refuse_profile()');
    }
  });

  it('signInWithPassword, then getUser', async () => {
    const { email, password, user } = await signedUp();
    const client = t.client();
    const signedIn = await client.signInWithPassword({ email, password });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.id).toBe(user.id);
    expect(signedIn.data.user?.last_sign_in_at).toBeTruthy();
    const fetched = await client.getUser();
    expect(fetched.error).toBeNull();
    expect(fetched.data.user).toMatchObject({ id: user.id, email });
  });

  it('answers a wrong password and an unknown email with the same invalid_credentials error', async () => {
    const { email } = await signedUp();
    const wrongPassword = await t.client().signInWithPassword({ email, password: 'not the password' });
    const unknownEmail = await t.client().signInWithPassword({ email: uniqueEmail('nobody'), password: 'not the password' });
    for (const { error } of [wrongPassword, unknownEmail])
      expect(error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('updateUser changes metadata (and the profile name) and the password', async () => {
    const { client, email, user } = await signedUp();
    const named = await client.updateUser({ data: { full_name: 'Ada King', newsletter: true } });
    expect(named.error).toBeNull();
    expect(named.data.user?.user_metadata).toEqual({ full_name: 'Ada King', newsletter: true });
    expect((await sql(t.database.url, 'SELECT full_name FROM user_profiles WHERE id = $1', [user.id]))[0]).toEqual({ full_name: 'Ada King' });
    const removed = await client.updateUser({ data: { newsletter: null } });
    expect(removed.data.user?.user_metadata).toEqual({ full_name: 'Ada King' });

    expect((await client.updateUser({ password: 'a brand new secret' })).error).toBeNull();
    expect((await t.client().signInWithPassword({ email, password: 'a brand new secret' })).error).toBeNull();
    expect((await t.client().signInWithPassword({ email, password: 'correct horse battery' })).error?.code).toBe('invalid_credentials');
    const same = await client.updateUser({ password: 'a brand new secret' });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
  });

  it('a password change ends every other session of the user', async () => {
    const { client, email, password } = await signedUp();
    const other = t.client();
    await other.signInWithPassword({ email, password });
    await client.updateUser({ password: 'another fresh secret' });
    expect((await client.getUser()).error).toBeNull();
    expect((await other.getUser()).error).toMatchObject({ name: 'AuthSessionMissingError' });
  });

  it('updateUser cannot grant itself a role through app_metadata', async () => {
    const { session } = await signedUp();
    const res = await fetch(`${t.authUrl}/user`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ app_metadata: { roles: ['staff'] } }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 403, error_code: 'not_admin', msg: 'Updating app_metadata requires admin privileges' });
  });

  it('refreshSession rotates the refresh token and issues a working access token', async () => {
    const { client, session } = await signedUp();
    const refreshed = await client.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session!.refresh_token).not.toBe(session.refresh_token);
    expect(refreshed.data.session!.access_token).not.toBe(session.access_token);
    expect((await client.getUser()).data.user?.id).toBe(session.user.id);
    const [row] = await sql<{ revoked: boolean }>(
      t.database.url,
      'SELECT count(*) FILTER (WHERE revoked_at IS NOT NULL) = 1 AS revoked FROM auth.refresh_tokens t JOIN auth.sessions s ON s.id = t.session_id WHERE s.user_id = $1',
      [session.user.id],
    );
    expect(row!.revoked).toBe(true);
  });

  it('refresh-token reuse within the reuse interval continues the same session', async () => {
    const { client, session } = await signedUp();
    await client.refreshSession();
    const reused = await t.client().refreshSession({ refresh_token: session.refresh_token });
    expect(reused.error).toBeNull();
    const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims(reused.data.session!.access_token).session_id).toBe(claims(session.access_token).session_id);
  });

  it('signOut with scope others, local and global', async () => {
    const { email, password } = await signedUp();
    const [a, b, c] = [t.client(), t.client(), t.client()];
    for (const client of [a, b, c]) expect((await client.signInWithPassword({ email, password })).error).toBeNull();

    expect((await a.signOut({ scope: 'others' })).error).toBeNull();
    expect((await a.getUser()).error).toBeNull();
    expect((await b.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await c.getUser()).error?.name).toBe('AuthSessionMissingError');

    const d = t.client();
    await d.signInWithPassword({ email, password });
    expect((await a.signOut({ scope: 'local' })).error).toBeNull();
    expect((await a.getSession()).data.session).toBeNull();
    expect((await d.getUser()).error).toBeNull();

    const e = t.client();
    await e.signInWithPassword({ email, password });
    expect((await d.signOut()).error).toBeNull(); // global is the default
    expect((await e.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect(await sql(t.database.url, 'SELECT 1 FROM auth.sessions s JOIN auth.users u ON u.id = s.user_id WHERE u.email = $1', [email])).toEqual([]);
  });

  it('getClaims verifies the ES256 access token against the JWKS and exposes the expected claims', async () => {
    const { client, user, session } = await signedUp();
    const { data, error } = await client.getClaims();
    expect(error).toBeNull();
    expect(data!.header).toMatchObject({ alg: 'ES256', typ: 'JWT', kid: expect.any(String) });
    expect(data!.claims).toMatchObject({
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
      session_id: expect.any(String),
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Ada Lovelace' },
      iss: `${t.config.publicUrl}/auth/v1`,
    });

    const jwks = await fetch(`${t.authUrl}/.well-known/jwks.json`);
    expect(jwks.headers.get('cache-control')).toBe('public, max-age=600');
    const { keys } = (await jwks.json()) as { keys: (Record<string, string> & { kid: string })[] };
    const jwk = keys.find((k) => k.kid === data!.header.kid)!;
    expect(jwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwk).not.toHaveProperty('d');
    const [h, p, s] = session.access_token.split('.');
    expect(
      verify(
        'sha256',
        Buffer.from(`${h}.${p}`),
        { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
        Buffer.from(s!, 'base64url'),
      ),
    ).toBe(true);

    const forged = `${h}.${Buffer.from(JSON.stringify({ ...data!.claims, sub: '00000000-0000-4000-8000-000000000000' })).toString('base64url')}.${s}`;
    expect((await client.getClaims(forged)).error).toMatchObject({ name: 'AuthInvalidJwtError' });
  });

  it('serves /settings as in the reference', async () => {
    const res = await fetch(`${t.authUrl}/settings`);
    expect(await res.json()).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      external: { email: true, phone: false, google: false },
    });
  });
});
