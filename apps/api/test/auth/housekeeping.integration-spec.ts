import { AuthHousekeeping } from '../../src/modules/auth/housekeeping/auth-housekeeping.service';
import { authFetch, signUpRaw } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { sql } from '../support/sql';

/** Rows are aged in the database (created_at, expires_at) instead of waiting for them to expire. */
describe('auth housekeeping', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp();
  });
  afterAll(() => t.close());

  const keys = async (text: string, params: unknown[] = []) => (await sql<{ k: string }>(t.database.url, text, params)).map((r) => r.k).sort();

  it('removes links and PKCE flows that can no longer be used, and keeps every live one', async () => {
    const { user } = await signUpRaw(t.authUrl, uniqueEmail());
    await sql(
      t.database.url,
      `INSERT INTO auth.one_time_tokens (user_id, token_type, token_hash, code_hash, relates_to, expires_at) VALUES
         ($1, 'recovery', 'hk-expired', 'c', 'x', now() - interval '2 days'),
         ($1, 'confirmation', 'hk-live', 'c', 'x', now() + interval '1 hour')`,
      [user.id],
    );
    await sql(
      t.database.url,
      `INSERT INTO auth.flow_states (user_id, code_challenge, code_challenge_method, authentication_method, created_at) VALUES
         ($1, 'hk-old', 'plain', 'otp', now() - interval '2 days'), ($1, 'hk-new', 'plain', 'otp', now())`,
      [user.id],
    );

    await t.app.get(AuthHousekeeping).sweep();

    expect(await keys('SELECT token_hash AS k FROM auth.one_time_tokens WHERE user_id = $1', [user.id])).toEqual(['hk-live']);
    expect(await keys('SELECT code_challenge AS k FROM auth.flow_states WHERE user_id = $1', [user.id])).toEqual(['hk-new']);
  });

  it('removes day-old MFA challenges and never-verified factors; keeps fresh ones and verified factors of any age', async () => {
    const { user, access_token } = await signUpRaw(t.authUrl, uniqueEmail());
    const enroll = async (name: string) =>
      (await authFetch<{ id: string }>(t.authUrl, '/factors', { body: { factor_type: 'totp', friendly_name: name }, token: access_token })).body.id;
    const challenge = async (factorId: string) =>
      (await authFetch<{ id: string }>(t.authUrl, `/factors/${factorId}/challenge`, { body: {}, token: access_token })).body.id;
    const abandoned = await enroll('abandoned');
    const inProgress = await enroll('in progress');
    const oldChallenge = await challenge(inProgress);
    const newChallenge = await challenge(inProgress);
    const [{ id: verified }] = (await sql<{ id: string }>(
      t.database.url,
      `INSERT INTO auth.mfa_factors (user_id, friendly_name, status, secret, created_at) VALUES ($1, 'verified long ago', 'verified', 'sealed', now() - interval '30 days') RETURNING id`,
      [user.id],
    )) as [{ id: string }];
    await sql(t.database.url, `UPDATE auth.mfa_factors SET created_at = now() - interval '2 days' WHERE id = $1`, [abandoned]);
    await sql(t.database.url, `UPDATE auth.mfa_challenges SET created_at = now() - interval '2 days' WHERE id = $1`, [oldChallenge]);

    await t.app.get(AuthHousekeeping).sweep();

    expect(await keys('SELECT id::text AS k FROM auth.mfa_factors WHERE user_id = $1', [user.id])).toEqual([inProgress, verified].sort());
    expect(await keys('SELECT id::text AS k FROM auth.mfa_challenges WHERE factor_id = $1', [inProgress])).toEqual([newChallenge]);
  });
});
