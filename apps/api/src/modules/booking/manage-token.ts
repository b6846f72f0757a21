import { createHash, randomBytes } from 'node:crypto';

/** The secret of an appointment's private link: 256 random bits; only its SHA-256 is stored. */
export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashManageToken(token) };
}

export function hashManageToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
