import type { SecretBox } from '../../../platform/security/secret-box';

const PURPOSE = 'refresh-token-successor';

/**
 * The token that succeeds `parentToken` in its session's rotation chain: a keyed hash of the parent (HMAC with a
 * key derived from APP_SECRET), shaped like a random token. Because it can be computed again from the parent,
 * a parent replayed within the reuse interval gets back the successor already issued, though only the SHA-256 of
 * each token is stored. Without APP_SECRET a token reveals nothing about its successors.
 */
export function successorToken(box: SecretBox, parentToken: string): string {
  return Buffer.from(box.mac(PURPOSE, parentToken), 'hex').toString('base64url');
}
