import { randomInt } from 'node:crypto';

// Crockford base32 without I, L, O and U: nothing a caller can misread on the phone.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short, readable, unguessable reference such as `HC-7K3Q-9M2D` (prefix, then two groups of four). */
export function newReference(prefix: string): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${prefix}-${group()}-${group()}`;
}
