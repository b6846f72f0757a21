import { Secret, TOTP } from 'otpauth';
import { authFetch } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';

const FACTOR_LIMIT = 12;
const rightCode = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
/** Half the code space away from the right one: wrong for this step (and, but for a one-in-a-million chance, the ones beside it). */
const wrongCode = (secret: string) => String((Number(rightCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('authenticator codes: attempts limited per challenge and per factor, whatever the address', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    // The per-address limit is lifted (FAST_AUTH_ENV), so only the per-factor and per-challenge limits can refuse.
    t = await startAuthTestApp({ TRUST_PROXY: 'true', AUTH_RATE_LIMIT_MFA_FACTOR: String(FACTOR_LIMIT) });
  });
  afterAll(() => t.close());

  async function enrolled() {
    const { access_token } = (
      await authFetch<{ access_token: string }>(t.authUrl, '/signup', { body: { email: uniqueEmail('mfa'), password: 'correct horse battery' } })
    ).body;
    const factor = (await authFetch<{ id: string; totp: { secret: string } }>(t.authUrl, '/factors', { body: { factor_type: 'totp' }, token: access_token }))
      .body;
    const challenge = async (ip: string) =>
      (await authFetch<{ id: string }>(t.authUrl, `/factors/${factor.id}/challenge`, { body: {}, token: access_token, headers: from(ip) })).body.id;
    const verify = (ip: string, challengeId: string, code: string) =>
      authFetch<{ error_code?: string }>(t.authUrl, `/factors/${factor.id}/verify`, {
        body: { challenge_id: challengeId, code },
        token: access_token,
        headers: from(ip),
      });
    return { secret: factor.totp.secret, challenge, verify };
  }

  it('a challenge dies after five wrong codes: the right code is then refused, a new challenge takes it', async () => {
    const { secret, challenge, verify } = await enrolled();
    const id = await challenge('203.0.113.10');
    for (let i = 0; i < 5; i++)
      expect(await verify('203.0.113.10', id, wrongCode(secret))).toMatchObject({ status: 422, body: { error_code: 'mfa_verification_failed' } });
    const late = await verify('203.0.113.10', id, rightCode(secret));
    expect(late).toMatchObject({ status: 422, body: { error_code: 'mfa_challenge_expired' } });
    expect((late.body as { msg?: string }).msg).toMatch(/5 wrong codes/);
    expect((await verify('203.0.113.10', await challenge('203.0.113.10'), rightCode(secret))).status).toBe(200);
  });

  it('wrong codes from three addresses share one per-factor budget: then even the right code gets 429 with Retry-After', async () => {
    const { secret, challenge, verify } = await enrolled();
    const addresses = ['198.51.100.1', '198.51.100.2', '198.51.100.3'];
    for (const ip of addresses) {
      const id = await challenge(ip);
      for (let i = 0; i < FACTOR_LIMIT / addresses.length; i++) expect((await verify(ip, id, wrongCode(secret))).status).toBe(422);
    }
    const fresh = await challenge('198.51.100.4');
    const refused = await verify('198.51.100.4', fresh, rightCode(secret));
    expect(refused).toMatchObject({ status: 429, body: { error_code: 'over_request_rate_limit' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    // Another account's factor has its own budget.
    const other = await enrolled();
    expect((await other.verify('198.51.100.4', await other.challenge('198.51.100.4'), rightCode(other.secret))).status).toBe(200);
  });
});
