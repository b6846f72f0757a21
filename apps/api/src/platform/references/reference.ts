import { randomInt } from 'node:crypto';
import { QueryFailedError } from 'typeorm';

/** Crockford's base32: digits and letters without I, L, O and U, so a reference read aloud cannot be misheard. */
export const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_PATTERN = /^[A-Z]{2,4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** A reference clients can quote, e.g. `newReference('HT')` -> `HT-7K3Q-9M2D` (40 random bits). */
export function newReference(prefix: string): string {
  const char = () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  const group = () => Array.from({ length: 4 }, char).join('');
  return `${prefix}-${group()}-${group()}`;
}

/** True for PostgreSQL's unique violation on a column or constraint named like `reference`. */
export function isReferenceCollision(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driver = error.driverError as { code?: string; constraint?: string; detail?: string };
  return driver.code === '23505' && /reference/i.test(`${driver.constraint ?? ''} ${driver.detail ?? ''}`);
}

/**
 * Runs `attempt` (a whole transaction that calls newReference) again when it fails on a duplicate reference.
 * A unique violation aborts a PostgreSQL transaction, so wrap the transaction, not a statement inside it.
 */
export async function withUniqueReference<T>(attempt: () => Promise<T>, maxAttempts = 5): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= maxAttempts || !isReferenceCollision(error)) throw error;
    }
  }
}
