import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type JsonWebKey, type KeyObject } from 'node:crypto';

export interface JwtHeader {
  alg: string;
  typ?: string;
  kid?: string;
}

export type JwtPayload = Record<string, unknown> & { exp?: number; iat?: number; nbf?: number; iss?: string; aud?: string | string[]; sub?: string };

export interface Es256KeyPair {
  privatePem: string;
  publicJwk: JsonWebKey;
}

export function generateEs256KeyPair(): Es256KeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  return { privatePem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(), publicJwk: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y } };
}

export function privateKeyFromPem(pem: string): KeyObject {
  return createPrivateKey(pem);
}

export function publicKeyFromJwk(jwk: JsonWebKey): KeyObject {
  return createPublicKey({ key: jwk, format: 'jwk' });
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Compact JWS with ES256 (raw r||s signature, as RFC 7518 requires). */
export function signEs256(payload: JwtPayload, key: KeyObject, kid: string): string {
  const input = `${encode({ alg: 'ES256', kid, typ: 'JWT' })}.${encode(payload)}`;
  const signature = sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}

export class JwtError extends Error {}

/** Splits and decodes without verifying; throws JwtError on anything malformed. */
export function decodeJwt(token: string): { header: JwtHeader; payload: JwtPayload; input: string; signature: Buffer } {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]*$/.test(p))) throw new JwtError('token is malformed');
  const [h, p, s] = parts as [string, string, string];
  try {
    const header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8')) as JwtHeader;
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as JwtPayload;
    if (!header || typeof header !== 'object' || !payload || typeof payload !== 'object' || Array.isArray(payload)) throw new Error();
    return { header, payload, input: `${h}.${p}`, signature: Buffer.from(s, 'base64url') };
  } catch {
    throw new JwtError('token is malformed');
  }
}

export interface VerifyOptions {
  /** Public key for a kid, or undefined when the kid is unknown. */
  keyFor(kid: string): Promise<KeyObject | undefined>;
  issuer: string;
  audience: string;
  now?: number;
}

/** Verifies an ES256 token: algorithm, known kid, signature, then exp/nbf/iss/aud. Throws JwtError. */
export async function verifyEs256(token: string, options: VerifyOptions): Promise<JwtPayload> {
  const { header, payload, input, signature } = decodeJwt(token);
  if (header.alg !== 'ES256') throw new JwtError(`signing method ${String(header.alg)} is invalid`);
  if (typeof header.kid !== 'string') throw new JwtError('token has no kid');
  const key = await options.keyFor(header.kid);
  if (!key) throw new JwtError(`unrecognized JWT kid ${header.kid}`);
  if (signature.length !== 64 || !verify('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' }, signature))
    throw new JwtError('signature is invalid');
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (typeof payload.exp !== 'number' || payload.exp <= now) throw new JwtError('token has invalid claims: token is expired');
  if (typeof payload.nbf === 'number' && payload.nbf > now) throw new JwtError('token has invalid claims: token is not valid yet');
  if (payload.iss !== options.issuer) throw new JwtError('token has invalid claims: token has invalid issuer');
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (!audiences.includes(options.audience)) throw new JwtError('token has invalid claims: token has invalid audience');
  return payload;
}
