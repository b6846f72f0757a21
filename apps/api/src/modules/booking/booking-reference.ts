import { randomInt } from 'node:crypto';

// Crockford base32 without I, L, O, U: nothing to misread on the phone.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 'BK-7K3Q-9M2D': what the client quotes when calling. The table holds it UNIQUE. */
export function newBookingReference(): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `BK-${group()}-${group()}`;
}
