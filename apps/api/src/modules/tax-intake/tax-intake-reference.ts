import { randomInt } from 'node:crypto';

// Crockford base32 without I, L, O, U: nothing to misread over the phone.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * 'HT-7K3Q-9M2D': short and readable, crypto random (32^8 ≈ 10^12), UNIQUE in the table.
 * Stand-in for platform/references' newReference('HT') until the shared kit lands on this branch.
 */
export const newTaxIntakeReference = (): string => `HT-${group()}-${group()}`;
