import { Client } from 'pg';
import { authFetch, signUpRaw } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { waitUntil } from '../support/wait-until';

const NUL = 'a\u0000b';
const LONE = 'a\ud800b';

describe('strange strings answer 400/422 naming the field, never 500 (issue 7, item 4)', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp();
  });
  afterAll(() => t.close());

  describe('under /auth/v1 (GoTrue error shape)', () => {
    it.each([
      ['NUL', NUL],
      ['a lone surrogate', LONE],
    ])('%s in data on sign-up, /otp, /magiclink and PUT /user', async (_name, value) => {
      const session = await signUpRaw(t.authUrl, uniqueEmail());
      const calls = [
        { path: '/signup', body: { email: uniqueEmail(), password: 'correct horse battery', data: { name: value } } },
        { path: '/otp', body: { email: uniqueEmail(), data: { name: value } } },
        { path: '/magiclink', body: { email: uniqueEmail(), data: { name: value } } },
        { path: '/user', method: 'PUT', token: session.access_token, body: { data: { name: value } } },
        { path: '/signup', body: { email: uniqueEmail(), password: 'correct horse battery', data: { [value]: 1 } } },
      ];
      for (const { path, ...init } of calls) {
        const res = await authFetch(t.authUrl, path, init);
        expect({ path, status: res.status, body: res.body }).toEqual({
          path,
          status: 400,
          body: { code: 400, error_code: 'validation_failed', msg: expect.stringMatching(/^Invalid request: data(\.name)?: .*(NUL|surrogate)/) },
        });
      }
    });

    it('NUL in the email of a password grant (signed out)', async () => {
      const res = await authFetch(t.authUrl, '/token?grant_type=password', { body: { email: `pat${NUL}@example.com`, password: 'whatever' } });
      expect(res).toMatchObject({ status: 400, body: { error_code: 'validation_failed', msg: expect.stringContaining('email: must not contain a NUL') } });
    });

    it('in the 2024-01-01 dialect too', async () => {
      const res = await authFetch(t.authUrl, '/token?grant_type=password', {
        body: { email: LONE, password: 'whatever' },
        headers: { 'X-Supabase-Api-Version': '2024-01-01' },
      });
      expect(res).toMatchObject({
        status: 400,
        body: { code: 'validation_failed', message: expect.stringContaining('email: must not contain a lone surrogate') },
      });
    });

    it('NUL in a factor friendly name; a factor issuer that is too long or malformed', async () => {
      const { access_token: token } = await signUpRaw(t.authUrl, uniqueEmail());
      const enroll = (body: Record<string, unknown>) => authFetch(t.authUrl, '/factors', { token, body: { factor_type: 'totp', ...body } });
      expect(await enroll({ friendly_name: NUL })).toMatchObject({
        status: 400,
        body: { error_code: 'validation_failed', msg: expect.stringContaining('friendly_name') },
      });
      expect(await enroll({ issuer: 'x'.repeat(3000) })).toMatchObject({
        status: 422,
        body: { error_code: 'validation_failed', msg: 'issuer must be at most 64 characters' },
      });
      expect(await enroll({ issuer: LONE })).toMatchObject({ status: 400, body: { error_code: 'validation_failed', msg: expect.stringContaining('issuer') } });
      expect(await enroll({ issuer: 'Huron\nTax' })).toMatchObject({
        status: 422,
        body: { error_code: 'validation_failed', msg: 'issuer must not contain control characters' },
      });
      expect(await enroll({ issuer: 'Ünïcode Issuer' })).toMatchObject({
        status: 200,
        body: { totp: { uri: expect.stringContaining('issuer=%C3%9Cn%C3%AFcode%20Issuer') } },
      });
    });

    it('a repeated token (or type) on GET /verify names the parameter', async () => {
      const res = await authFetch(t.authUrl, '/verify?token=a&token=b&type=signup');
      expect(res).toMatchObject({
        status: 400,
        body: { error_code: 'validation_failed', msg: 'Invalid request: query.token: must be given once, not repeated' },
      });
      const type = await authFetch(t.authUrl, '/verify?token=a&type=signup&type=recovery');
      expect(type).toMatchObject({ status: 400, body: { msg: expect.stringContaining('query.type') } });
      const nul = await authFetch(t.authUrl, '/verify?token=a%00&type=signup');
      expect(nul).toMatchObject({ status: 400, body: { msg: expect.stringContaining('query.token: must not contain a NUL') } });
    });

    it('a factor challenge racing the factor deletion answers 404 mfa_factor_not_found', async () => {
      const { access_token: token } = await signUpRaw(t.authUrl, uniqueEmail());
      const factor = (await authFetch<{ id: string }>(t.authUrl, '/factors', { token, body: { factor_type: 'totp' } })).body;
      const deleter = new Client({ connectionString: t.database.url });
      const observer = new Client({ connectionString: t.database.url }); // outside the transaction: fresh activity each time
      await Promise.all([deleter.connect(), observer.connect()]);
      try {
        // The deletion holds the factor row until it commits, so the challenge's foreign-key check waits on it...
        await deleter.query('BEGIN');
        await deleter.query('DELETE FROM auth.mfa_factors WHERE id = $1', [factor.id]);
        const challenge = authFetch(t.authUrl, `/factors/${factor.id}/challenge`, { token, body: {} });
        await waitForBlockedInsert(observer);
        // ...and then finds the factor gone.
        await deleter.query('COMMIT');
        expect(await challenge).toMatchObject({ status: 404, body: { error_code: 'mfa_factor_not_found' } });
      } finally {
        await Promise.all([deleter.end(), observer.end()]);
      }
    });
  });

  describe('under /api (the /api error shape)', () => {
    it('NUL in a path parameter or the query string', async () => {
      const article = await fetch(`${t.baseUrl}/api/content/articles/w4%00`);
      expect(article.status).toBe(400);
      expect(await article.json()).toMatchObject({
        status: 400,
        code: 'validation_failed',
        errors: [{ field: 'path.slug', message: expect.stringMatching(/NUL/) }],
      });
      const query = await fetch(`${t.baseUrl}/api/content/articles?q=%00`);
      expect(await query.json()).toMatchObject({
        status: 400,
        code: 'validation_failed',
        errors: [{ field: 'query.q', message: expect.stringMatching(/NUL/) }],
      });
    });
  });
});

/** Polls (with a deadline) until another connection is blocked on a lock while inserting a challenge. */
async function waitForBlockedInsert(observer: Client): Promise<void> {
  const query = `SELECT count(*)::int AS n FROM pg_stat_activity
                 WHERE wait_event_type = 'Lock' AND query LIKE 'INSERT INTO auth.mfa_challenges%' AND pid <> pg_backend_pid()`;
  await waitUntil(
    'an INSERT INTO auth.mfa_challenges waiting on a lock',
    async () => (await observer.query<{ n: number }>(query)).rows[0]!.n,
    (n) => n > 0,
    10_000,
  );
}
