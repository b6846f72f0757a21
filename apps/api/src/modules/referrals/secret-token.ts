import { createHash, randomBytes } from 'node:crypto';

/** A one-time secret for an emailed link (claim a referral, refuse invitations): 256 random bits; only its SHA-256 is stored. */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
