import { randomInt } from 'node:crypto';

// Crockford base32 without I, L, O, U: nothing to misread when a link is read aloud or typed.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const SHARE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{8}$/;

/** A referrer's share code: 8 random characters (40 bits), not derived from the user id. */
export function newShareCode(): string {
  return Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}
