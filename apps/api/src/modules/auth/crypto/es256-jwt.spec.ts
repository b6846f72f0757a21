import { createVerify } from 'node:crypto';
import { decodeJwt, generateEs256KeyPair, JwtError, privateKeyFromPem, publicKeyFromJwk, signEs256, verifyEs256 } from './es256-jwt';

describe('ES256 JWT', () => {
  const pair = generateEs256KeyPair();
  const privateKey = privateKeyFromPem(pair.privatePem);
  const publicKey = publicKeyFromJwk(pair.publicJwk);
  const now = 1_700_000_000;
  const claims = { iss: 'https://x/auth/v1', aud: 'authenticated', sub: 'u1', iat: now, exp: now + 60 };
  const options = { keyFor: async (kid: string) => (kid === 'k1' ? publicKey : undefined), issuer: 'https://x/auth/v1', audience: 'authenticated', now };

  it('signs a token that verifies, with the kid in the header', async () => {
    const token = signEs256(claims, privateKey, 'k1');
    expect(decodeJwt(token).header).toEqual({ alg: 'ES256', kid: 'k1', typ: 'JWT' });
    await expect(verifyEs256(token, options)).resolves.toMatchObject({ sub: 'u1' });
  });

  it('produces a signature any standard verifier accepts (JOSE raw r||s)', () => {
    const token = signEs256(claims, privateKey, 'k1');
    const [h, p, s] = token.split('.') as [string, string, string];
    const verifier = createVerify('sha256').update(`${h}.${p}`);
    expect(verifier.verify({ key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'))).toBe(true);
  });

  it.each([
    ['expired', { ...claims, exp: now }, 'k1', /expired/],
    ['wrong issuer', { ...claims, iss: 'https://evil/auth/v1' }, 'k1', /issuer/],
    ['wrong audience', { ...claims, aud: 'service_role' }, 'k1', /audience/],
    ['unknown kid', claims, 'k2', /kid/],
  ])('rejects a token with %s', async (_name, payload, kid, message) => {
    await expect(verifyEs256(signEs256(payload, privateKey, kid), options)).rejects.toThrow(message);
  });

  it('rejects a tampered payload, another algorithm and garbage', async () => {
    const [h, , s] = signEs256(claims, privateKey, 'k1').split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: 'admin' })).toString('base64url')}.${s}`;
    await expect(verifyEs256(forged, options)).rejects.toThrow(/signature/);
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', kid: 'k1' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    await expect(verifyEs256(none, options)).rejects.toThrow(/signing method/);
    await expect(verifyEs256('not-a-jwt', options)).rejects.toThrow(JwtError);
  });
});
