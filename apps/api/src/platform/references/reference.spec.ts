import { QueryFailedError } from 'typeorm';
import { isReferenceCollision, newReference, REFERENCE_PATTERN, withUniqueReference } from './reference';

const duplicate = (constraint: string) =>
  Object.assign(new QueryFailedError('INSERT', [], new Error('duplicate')), { driverError: { code: '23505', constraint } });

describe('newReference', () => {
  it('gives PREFIX-XXXX-XXXX in Crockford base32 without I, L, O or U, different each time', () => {
    const references = Array.from({ length: 200 }, () => newReference('HT'));
    for (const reference of references) expect(reference).toMatch(REFERENCE_PATTERN);
    expect(references.join('')).not.toMatch(/[ILOU]/);
    expect(new Set(references).size).toBe(200);
  });
});

describe('withUniqueReference', () => {
  it('runs the attempt again after a duplicate reference, and gives up on other errors', async () => {
    let calls = 0;
    await expect(withUniqueReference(async () => (++calls < 3 ? Promise.reject(duplicate('contact_messages_reference_key')) : 'ok'))).resolves.toBe('ok');
    expect(calls).toBe(3);
    expect(isReferenceCollision(duplicate('users_email_key'))).toBe(false);
    await expect(withUniqueReference(() => Promise.reject(duplicate('users_email_key')))).rejects.toBeInstanceOf(QueryFailedError);
    await expect(withUniqueReference(() => Promise.reject(duplicate('x_reference_key')), 2)).rejects.toBeInstanceOf(QueryFailedError);
  });
});
