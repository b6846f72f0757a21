import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { authFetch, claimsOf, refresh, signUpRaw } from '../support/auth-http';
import { sql } from '../support/sql';

/** The tokens of a session that can still be exchanged: one line of rotation means exactly one. */
async function liveTokens(t: AuthTestApp, accessToken: string): Promise<number> {
  const [row] = await sql<{ live: number }>(
    t.database.url,
    'SELECT count(*)::int AS live FROM auth.refresh_tokens WHERE session_id = $1 AND revoked_at IS NULL',
    [claimsOf(accessToken)['session_id']],
  );
  return row!.live;
}

describe('refresh-token reuse inside the reuse interval: one session keeps one live line', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp();
  });
  afterAll(() => t.close());

  it('two concurrent refreshes with the same token both get the same successor', async () => {
    const a = await signUpRaw(t.authUrl, uniqueEmail());
    const [first, second] = await Promise.all([refresh(t.authUrl, a.refresh_token), refresh(t.authUrl, a.refresh_token)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.refresh_token).toBe(first.body.refresh_token);
    expect(second.body.refresh_token).not.toBe(a.refresh_token);
    expect(await liveTokens(t, a.access_token)).toBe(1);
    expect((await authFetch(t.authUrl, '/user', { token: second.body.access_token })).status).toBe(200);
    expect((await refresh(t.authUrl, first.body.refresh_token)).status).toBe(200);
    expect(await liveTokens(t, a.access_token)).toBe(1);
  });

  it('replaying a just-rotated token returns the successor already issued, which stays usable', async () => {
    const a = await signUpRaw(t.authUrl, uniqueEmail());
    const b = await refresh(t.authUrl, a.refresh_token);
    const replay = await refresh(t.authUrl, a.refresh_token);
    expect(replay.status).toBe(200);
    expect(replay.body.refresh_token).toBe(b.body.refresh_token);
    expect(claimsOf(replay.body.access_token)['session_id']).toBe(claimsOf(a.access_token)['session_id']);
    const c = await refresh(t.authUrl, b.body.refresh_token);
    expect(c.status).toBe(200);
    expect(c.body.refresh_token).not.toBe(b.body.refresh_token);
    expect(await liveTokens(t, a.access_token)).toBe(1);
  });

  it("replaying a token whose successor was rotated too returns the session's current token, not a new line", async () => {
    const a = await signUpRaw(t.authUrl, uniqueEmail());
    const b = await refresh(t.authUrl, a.refresh_token);
    const c = await refresh(t.authUrl, b.body.refresh_token);
    const fromA = await refresh(t.authUrl, a.refresh_token);
    const fromB = await refresh(t.authUrl, b.body.refresh_token);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromA.body.refresh_token).toBe(c.body.refresh_token);
    expect(fromB.body.refresh_token).toBe(c.body.refresh_token);
    expect(await liveTokens(t, a.access_token)).toBe(1);
  });
});

describe('refresh-token reuse after the reuse interval', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ AUTH_REFRESH_TOKEN_REUSE_INTERVAL: '0' });
  });
  afterAll(() => t.close());

  it('ends the whole session family: the current token and access token stop working too', async () => {
    const a = await signUpRaw(t.authUrl, uniqueEmail());
    const b = await refresh(t.authUrl, a.refresh_token);
    const c = await refresh(t.authUrl, b.body.refresh_token);
    expect(await refresh(t.authUrl, a.refresh_token)).toMatchObject({ status: 400, body: { error_code: 'refresh_token_already_used' } });
    expect(await refresh(t.authUrl, c.body.refresh_token)).toMatchObject({ status: 400, body: { error_code: 'refresh_token_not_found' } });
    expect(await authFetch(t.authUrl, '/user', { token: c.body.access_token })).toMatchObject({ status: 403, body: { error_code: 'session_not_found' } });
    expect(await liveTokens(t, a.access_token)).toBe(0);
  });
});
