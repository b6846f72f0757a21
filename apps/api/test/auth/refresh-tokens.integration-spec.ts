import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { authFetch, claimsOf, refresh, signUpRaw } from '../support/auth-http';
import { lockWaitOn, openLockHolder } from '../support/lock-waits';
import { sql } from '../support/sql';

describe('refresh tokens: rotation and reuse detection', () => {
  describe('inside the reuse interval (10 s default)', () => {
    let t: AuthTestApp;
    beforeAll(async () => {
      t = await startAuthTestApp();
    });
    afterAll(() => t.close());

    it('rotates on every use: each token has exactly one successor, and only hashes are stored', async () => {
      const a = await signUpRaw(t.authUrl, uniqueEmail());
      const b = await refresh(t.authUrl, a.refresh_token);
      const c = await refresh(t.authUrl, b.body.refresh_token);
      expect([b.status, c.status]).toEqual([200, 200]);
      expect(new Set([a.refresh_token, b.body.refresh_token, c.body.refresh_token]).size).toBe(3);
      expect(claimsOf(c.body.access_token)['session_id']).toBe(claimsOf(a.access_token)['session_id']);
      const rows = await sql<{ token_hash: string; revoked: boolean }>(
        t.database.url,
        'SELECT token_hash, revoked_at IS NOT NULL AS revoked FROM auth.refresh_tokens WHERE session_id = $1 ORDER BY id',
        [claimsOf(a.access_token)['session_id']],
      );
      expect(rows.map((r) => r.revoked)).toEqual([true, true, false]);
      for (const token of [a.refresh_token, b.body.refresh_token, c.body.refresh_token]) expect(rows.some((r) => r.token_hash.includes(token))).toBe(false);
      expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
    });

    it('a revoked token reused within the interval continues the same session, and its successor keeps working', async () => {
      const a = await signUpRaw(t.authUrl, uniqueEmail());
      const b = await refresh(t.authUrl, a.refresh_token);
      const again = await refresh(t.authUrl, a.refresh_token);
      expect(again.status).toBe(200);
      expect(claimsOf(again.body.access_token)['session_id']).toBe(claimsOf(a.access_token)['session_id']);
      expect((await refresh(t.authUrl, b.body.refresh_token)).status).toBe(200);
    });

    it('concurrent refreshes with the same token all succeed in one session and get one successor', async () => {
      const a = await signUpRaw(t.authUrl, uniqueEmail());
      const results = await Promise.all(Array.from({ length: 6 }, () => refresh(t.authUrl, a.refresh_token)));
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(new Set(results.map((r) => claimsOf(r.body.access_token)['session_id']))).toEqual(new Set([claimsOf(a.access_token)['session_id']]));
      expect(new Set(results.map((r) => r.body.refresh_token)).size).toBe(1);
    });

    it('unknown, malformed and missing refresh tokens', async () => {
      expect(await refresh(t.authUrl, 'x'.repeat(43))).toMatchObject({
        status: 400,
        body: { code: 400, error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token: Refresh Token Not Found' },
      });
      expect(await refresh(t.authUrl, 'short')).toMatchObject({ status: 400, body: { error_code: 'validation_failed', msg: 'Refresh token is not valid' } });
      const missing = await authFetch(t.authUrl, '/token?grant_type=refresh_token', { body: {} });
      expect(missing).toMatchObject({ status: 400, body: { error_code: 'validation_failed' } });
    });

    it('after sign-out the refresh token is gone', async () => {
      const a = await signUpRaw(t.authUrl, uniqueEmail());
      expect((await authFetch(t.authUrl, '/logout?scope=local', { method: 'POST', token: a.access_token })).status).toBe(204);
      expect(await refresh(t.authUrl, a.refresh_token)).toMatchObject({ status: 400, body: { error_code: 'refresh_token_not_found' } });
      expect(await authFetch(t.authUrl, '/user', { token: a.access_token })).toMatchObject({ status: 403, body: { error_code: 'session_not_found' } });
    });
  });

  describe('outside the reuse interval', () => {
    let t: AuthTestApp;
    beforeAll(async () => {
      t = await startAuthTestApp({ AUTH_REFRESH_TOKEN_REUSE_INTERVAL: '0' });
    });
    afterAll(() => t.close());

    it('reusing a revoked token ends the whole session: refresh_token_already_used, then nothing of it works', async () => {
      const a = await signUpRaw(t.authUrl, uniqueEmail());
      const b = await refresh(t.authUrl, a.refresh_token);
      expect(b.status).toBe(200);
      const reuse = await refresh(t.authUrl, a.refresh_token);
      expect(reuse).toMatchObject({ status: 400, body: { code: 400, error_code: 'refresh_token_already_used', msg: 'Invalid Refresh Token: Already Used' } });
      expect(await refresh(t.authUrl, b.body.refresh_token)).toMatchObject({ status: 400, body: { error_code: 'refresh_token_not_found' } });
      expect(await authFetch(t.authUrl, '/user', { token: b.body.access_token })).toMatchObject({ status: 403, body: { error_code: 'session_not_found' } });
    });

    it('refreshes are serialised on the session row: one waits for a concurrent rotation to commit, then sees it', async () => {
      const a = await signUpRaw(t.authUrl, uniqueEmail());
      const sessionId = claimsOf(a.access_token)['session_id'] as string;
      // Another refresh of the same session, mid-transaction: it holds the session row and has rotated the token.
      const concurrent = await openLockHolder(t.database.url);
      const watch = lockWaitOn(t.database.url, concurrent);
      let pending: Promise<Awaited<ReturnType<typeof refresh>>> | undefined;
      try {
        await concurrent.query(`SELECT id FROM auth.sessions WHERE id = $1 FOR UPDATE`, [sessionId]);
        await concurrent.query(`UPDATE auth.refresh_tokens SET revoked_at = now() - interval '1 minute' WHERE session_id = $1`, [sessionId]);
        pending = refresh(t.authUrl, a.refresh_token);
        const waitingStatement = await watch.waiting; // PostgreSQL reports it blocked by the session-row lock
        expect(waitingStatement).toMatch(/auth.*sessions/i);
      } finally {
        watch.stop();
        await concurrent.release();
      }
      // Having waited, it sees the rotation: the token is a reuse after the interval, not a token to rotate again.
      expect(await pending).toMatchObject({ status: 400, body: { error_code: 'refresh_token_already_used' } });
      expect(await sql(t.database.url, 'SELECT 1 FROM auth.sessions WHERE id = $1', [sessionId])).toEqual([]);
    });

    it('ends only that session: the same user signed in elsewhere stays signed in', async () => {
      const email = uniqueEmail();
      const first = await signUpRaw(t.authUrl, email);
      const second = (
        await authFetch<{ access_token: string }>(t.authUrl, '/token?grant_type=password', { body: { email, password: 'correct horse battery' } })
      ).body;
      await refresh(t.authUrl, first.refresh_token);
      expect((await refresh(t.authUrl, first.refresh_token)).status).toBe(400);
      expect((await authFetch(t.authUrl, '/user', { token: second.access_token })).status).toBe(200);
    });

    it('auth-js reports the reuse as refresh_token_already_used, and its access token no longer works', async () => {
      const email = uniqueEmail();
      const client = t.client();
      const { data } = await client.signUp({ email, password: 'correct horse battery' });
      await refresh(t.authUrl, data.session!.refresh_token); // another holder of the token used it first
      const { error } = await client.refreshSession();
      expect(error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'refresh_token_already_used' });
      expect((await client.getUser()).error).toMatchObject({ name: 'AuthSessionMissingError' });
    });
  });
});
