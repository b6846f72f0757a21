import { authFetch, claimsOf, signUpRaw, type Tokens } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { sql } from '../support/sql';

const PASSWORD = 'correct horse battery';
const HUGE = { blob: 'x'.repeat(20_000) };
const V2024 = { 'X-Supabase-Api-Version': '2024-01-01' };

describe('user_metadata is capped, and strangers cannot set it on accounts they do not own (issue 7, item 2)', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp();
  });
  afterAll(() => t.close());

  const metadataOf = async (email: string) =>
    (await sql<{ raw_user_meta_data: Record<string, unknown> }>(t.database.url, 'SELECT raw_user_meta_data FROM auth.users WHERE email = $1', [email]))[0]
      ?.raw_user_meta_data;

  it('signed out, /otp and /magiclink with 20 kB of metadata are refused (422) and create no account', async () => {
    for (const path of ['/otp', '/magiclink']) {
      const victim = uniqueEmail('victim');
      const res = await authFetch(t.authUrl, path, { body: { email: victim, data: HUGE } });
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 422,
        body: { code: 422, error_code: 'validation_failed', msg: 'Invalid user metadata: data is 20011 bytes as JSON, more than the 4096 byte limit' },
      });
      expect(await metadataOf(victim)).toBeUndefined();
    }
  });

  it.each([
    ['too large', HUGE, /4096 byte limit/],
    ['too deep', { a: { b: { c: { d: { e: 1 } } } } }, /data\.a\.b\.c\.d is nested more than 4 levels deep/],
    ['too many keys', Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])), /more than 50 keys/],
    ['a key too long', { ['k'.repeat(65)]: 1 }, /longer than 64 characters/],
  ])('sign-up and PUT /user refuse metadata %s with 422 validation_failed naming the problem', async (_name, data, message) => {
    const email = uniqueEmail('capped');
    const signup = await authFetch(t.authUrl, '/signup', { body: { email, password: PASSWORD, data }, headers: V2024 });
    expect(signup).toMatchObject({ status: 422, body: { code: 'validation_failed', message: expect.stringMatching(message) } });
    expect(await metadataOf(email)).toBeUndefined();

    const session = await signUpRaw(t.authUrl, email);
    const update = await authFetch(t.authUrl, '/user', { method: 'PUT', body: { data }, token: session.access_token, headers: V2024 });
    expect(update).toMatchObject({ status: 422, body: { code: 'validation_failed', message: expect.stringMatching(message) } });
    expect(await metadataOf(email)).toEqual({});
  });

  it('metadata within the limits is accepted everywhere and carried in the token', async () => {
    const data = { full_name: 'Pat Example', prefs: { theme: 'dark', tags: ['a', 'b'] }, note: 'é'.repeat(1000) };
    const email = uniqueEmail('fine');
    const session = (await authFetch<Tokens>(t.authUrl, '/signup', { body: { email, password: PASSWORD, data } })).body;
    expect(claimsOf(session.access_token).user_metadata).toEqual(data);
    const otpEmail = uniqueEmail('fine-otp');
    expect((await authFetch(t.authUrl, '/otp', { body: { email: otpEmail, data } })).status).toBe(200);
    expect(await metadataOf(otpEmail)).toEqual(data);
  });

  it('a signed-out /otp, /magiclink or /signup for an existing address leaves its metadata alone', async () => {
    const email = uniqueEmail('owner');
    await authFetch(t.authUrl, '/signup', { body: { email, password: PASSWORD, data: { full_name: 'Real Owner' } } });
    const stranger = { full_name: 'Stranger', evil: true };
    expect((await authFetch(t.authUrl, '/otp', { body: { email, data: stranger } })).status).toBe(200);
    expect((await authFetch(t.authUrl, '/magiclink', { body: { email, data: stranger } })).status).toBe(200);
    expect((await authFetch(t.authUrl, '/signup', { body: { email, password: 'another password', data: stranger } })).status).toBe(200);
    expect(await metadataOf(email)).toEqual({ full_name: 'Real Owner' });
    // ...and an over-limit attempt answers the same 422 whether or not the address has an account.
    const taken = await authFetch(t.authUrl, '/otp', { body: { email, data: HUGE } });
    const free = await authFetch(t.authUrl, '/otp', { body: { email: uniqueEmail('free'), data: HUGE } });
    expect(taken).toMatchObject({ status: 422, body: free.body });
  });

  it('an account whose metadata was stored over the limits still works, and PUT /user can repair it', async () => {
    const email = uniqueEmail('stuck');
    await signUpRaw(t.authUrl, email);
    await sql(t.database.url, `UPDATE auth.users SET raw_user_meta_data = $2 WHERE email = $1`, [email, JSON.stringify({ ...HUGE, full_name: 'Pat' })]);

    const session = (await authFetch<Tokens>(t.authUrl, '/token?grant_type=password', { body: { email, password: PASSWORD } })).body;
    expect(session.access_token.length).toBeLessThan(4096);
    expect(claimsOf(session.access_token).user_metadata).toEqual({});
    expect((await authFetch(t.authUrl, '/user', { token: session.access_token })).status).toBe(200);
    expect((await fetch(`${t.baseUrl}/api/profiles/me`, { headers: { authorization: `Bearer ${session.access_token}` } })).status).toBe(200);

    const repaired = await authFetch(t.authUrl, '/user', { method: 'PUT', body: { data: { blob: null } }, token: session.access_token });
    expect(repaired).toMatchObject({ status: 200, body: { user_metadata: { full_name: 'Pat' } } });
    expect(await metadataOf(email)).toEqual({ full_name: 'Pat' });
    const refreshed = (await authFetch<Tokens>(t.authUrl, '/token?grant_type=refresh_token', { body: { refresh_token: session.refresh_token } })).body;
    expect(claimsOf(refreshed.access_token).user_metadata).toEqual({ full_name: 'Pat' });
  });
});
