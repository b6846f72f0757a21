import { Secret, TOTP } from 'otpauth';
import { authFetch } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { sql } from '../support/sql';

const totpFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
/** A valid code for the current step, or the one before it (which the server also accepts) to test replay. */
const codeAt = (secret: string, stepsAgo = 0) => totpFor(secret).generate({ timestamp: Date.now() - stepsAgo * 30_000 });

describe('MFA (TOTP) through auth-js', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ TRUST_PROXY: 'true' }); // so one test can speak from two client addresses
  });
  afterAll(() => t.close());

  async function signedIn() {
    const client = t.client();
    const email = uniqueEmail();
    await client.signUp({ email, password: 'correct horse battery' });
    return { client, email };
  }

  async function enrolled() {
    const account = await signedIn();
    const { data } = await account.client.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    return { ...account, factorId: data!.id, secret: data!.totp.secret };
  }

  it('enroll -> challenge -> verify gives an AAL2 session; the factor shows on the user; unenroll removes it', async () => {
    const { client, email } = await signedIn();
    const enroll = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(enroll.error).toBeNull();
    expect(enroll.data).toMatchObject({ id: expect.any(String), type: 'totp', friendly_name: 'Phone' });
    expect(enroll.data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(enroll.data!.totp.uri).toContain(`secret=${enroll.data!.totp.secret}`);
    expect(enroll.data!.totp.uri).toContain('issuer=Huron%20Tax%20%26%20Accounting');
    expect(decodeURIComponent(enroll.data!.totp.uri)).toContain(email);

    const stored = await sql<{ secret: string }>(t.database.url, 'SELECT secret FROM auth.mfa_factors WHERE id = $1', [enroll.data!.id]);
    expect(stored[0]!.secret).not.toContain(enroll.data!.totp.secret);

    expect((await client.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    const challenge = await client.mfa.challenge({ factorId: enroll.data!.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ id: expect.any(String), type: 'totp', expires_at: expect.any(Number) });
    const verify = await client.mfa.verify({ factorId: enroll.data!.id, challengeId: challenge.data!.id, code: codeAt(enroll.data!.totp.secret) });
    expect(verify.error).toBeNull();

    expect((await client.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const claims = (await client.getClaims()).data!.claims;
    expect(claims.aal).toBe('aal2');
    expect(claims.amr!.map((a) => (a as { method: string }).method)).toEqual(['totp', 'password']);
    const factors = await client.mfa.listFactors();
    expect(factors.data?.totp).toEqual([expect.objectContaining({ id: enroll.data!.id, status: 'verified', factor_type: 'totp', friendly_name: 'Phone' })]);

    expect((await client.mfa.unenroll({ factorId: enroll.data!.id })).error).toBeNull();
    expect((await client.mfa.listFactors()).data?.all).toEqual([]);
    await client.refreshSession();
    expect((await client.getClaims()).data!.claims.aal).toBe('aal1');
  });

  it('challengeAndVerify, then a fresh sign-in is AAL1 with AAL2 as the next level', async () => {
    const { client, email, factorId, secret } = await enrolled();
    expect((await client.mfa.challengeAndVerify({ factorId, code: codeAt(secret) })).error).toBeNull();
    const again = t.client();
    await again.signInWithPassword({ email, password: 'correct horse battery' });
    expect((await again.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
  });

  it('a wrong code -> 422 mfa_verification_failed; a replayed code is refused too', async () => {
    const { client, factorId, secret } = await enrolled();
    const challenge = (await client.mfa.challenge({ factorId })).data!;
    const good = codeAt(secret);
    const wrong = good === '000000' ? '111111' : '000000';
    expect((await client.mfa.verify({ factorId, challengeId: challenge.id, code: wrong })).error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    });
    expect((await client.mfa.verify({ factorId, challengeId: challenge.id, code: good })).error).toBeNull();
    const second = (await client.mfa.challenge({ factorId })).data!;
    expect((await client.mfa.verify({ factorId, challengeId: second.id, code: good })).error).toMatchObject({ code: 'mfa_verification_failed' });
    expect((await client.mfa.verify({ factorId, challengeId: second.id, code: codeAt(secret, 1) })).error).toMatchObject({ code: 'mfa_verification_failed' });
  });

  it("an expired or used challenge, an unknown factor, and another user's factor", async () => {
    const { client, factorId, secret } = await enrolled();
    const challenge = (await client.mfa.challenge({ factorId })).data!;
    await sql(t.database.url, `UPDATE auth.mfa_challenges SET created_at = now() - interval '6 minutes' WHERE id = $1`, [challenge.id]);
    expect((await client.mfa.verify({ factorId, challengeId: challenge.id, code: codeAt(secret) })).error).toMatchObject({
      status: 422,
      code: 'mfa_challenge_expired',
    });
    expect((await client.mfa.verify({ factorId, challengeId: '9e4f3c2a-1b2c-4d5e-8f90-123456789abc', code: codeAt(secret) })).error).toMatchObject({
      status: 422,
      code: 'mfa_factor_not_found',
    });
    expect((await client.mfa.challenge({ factorId: '9e4f3c2a-1b2c-4d5e-8f90-123456789abc' })).error).toMatchObject({
      status: 404,
      code: 'mfa_factor_not_found',
    });
    const stranger = await signedIn();
    expect((await stranger.client.mfa.challenge({ factorId })).error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    expect((await stranger.client.mfa.unenroll({ factorId })).error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });

  it('with a verified factor, an AAL1 session cannot enrol another, unenrol it, or change the password', async () => {
    const { client, email, factorId, secret } = await enrolled();
    await client.mfa.challengeAndVerify({ factorId, code: codeAt(secret) });
    const aal1 = t.client();
    await aal1.signInWithPassword({ email, password: 'correct horse battery' });
    expect((await aal1.mfa.enroll({ factorType: 'totp', friendlyName: 'Second' })).error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    expect((await aal1.mfa.unenroll({ factorId })).error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    expect((await aal1.updateUser({ password: 'something else' })).error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    expect((await aal1.updateUser({ data: { full_name: 'Fine' } })).error).toBeNull();
  });

  it('friendly names must be unique per user', async () => {
    const { client } = await enrolled();
    expect((await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' })).error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
  });

  it('verifying from another client address than the challenge -> mfa_ip_address_mismatch', async () => {
    const { access_token } = (
      await authFetch<{ access_token: string }>(t.authUrl, '/signup', { body: { email: uniqueEmail(), password: 'correct horse battery' } })
    ).body;
    const factor = (await authFetch<{ id: string; totp: { secret: string } }>(t.authUrl, '/factors', { body: { factor_type: 'totp' }, token: access_token }))
      .body;
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const challenge = (
      await authFetch<{ id: string }>(t.authUrl, `/factors/${factor.id}/challenge`, { body: {}, token: access_token, headers: from('203.0.113.7') })
    ).body;
    const body = { challenge_id: challenge.id, code: codeAt(factor.totp.secret) };
    expect(await authFetch(t.authUrl, `/factors/${factor.id}/verify`, { body, token: access_token, headers: from('198.51.100.9') })).toMatchObject({
      status: 422,
      body: { error_code: 'mfa_ip_address_mismatch' },
    });
    expect((await authFetch(t.authUrl, `/factors/${factor.id}/verify`, { body, token: access_token, headers: from('203.0.113.7') })).status).toBe(200);
  });
});
