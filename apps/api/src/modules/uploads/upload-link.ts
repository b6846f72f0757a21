import { timingSafeEqual } from 'node:crypto';
import type { SecretBox } from '../../platform/security/secret-box';

export const LINK_TTL_SECONDS = 5 * 60;
const PURPOSE = 'upload-download-link';

/** HMAC (key derived from APP_SECRET) over the upload id and the expiry: the link cannot be altered or extended. */
export function linkSignature(box: SecretBox, id: string, expires: number): string {
  return box.mac(PURPOSE, `${id}.${expires}`);
}

export function isValidLink(box: SecretBox, id: string, expires: string | undefined, signature: string | undefined, nowMs = Date.now()): boolean {
  if (!expires || !/^\d{1,12}$/.test(expires) || !signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Number(expires) * 1000 < nowMs) return false;
  return timingSafeEqual(Buffer.from(linkSignature(box, id, Number(expires)), 'hex'), Buffer.from(signature, 'hex'));
}
