import { AuthError } from '../errors/auth-error';
import { assertMetadataAcceptable, mergeMetadata, mergeMetadataUpdate, metadataForToken, metadataProblem, USER_METADATA_LIMITS } from './user-metadata';

const nested = (levels: number): Record<string, unknown> => {
  let value: Record<string, unknown> = { leaf: 1 };
  for (let i = 1; i < levels; i += 1) value = { next: value };
  return value;
};

describe('user metadata limits', () => {
  it('accepts ordinary metadata up to every limit', () => {
    expect(metadataProblem({ full_name: 'Pat Example', prefs: { theme: 'dark', tags: ['a', 'b'] } })).toBeUndefined();
    expect(metadataProblem(nested(USER_METADATA_LIMITS.maxDepth))).toBeUndefined();
    expect(metadataProblem(Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i])))).toBeUndefined();
    expect(metadataProblem({ ['k'.repeat(64)]: 1 })).toBeUndefined();
    expect(metadataProblem({ blob: 'x'.repeat(4096 - '{"blob":""}'.length) })).toBeUndefined();
  });

  it.each([
    ['too large', { blob: 'x'.repeat(20_000) }, /data is 20011 bytes as JSON, more than the 4096 byte limit/],
    ['too large in UTF-8 bytes', { blob: 'é'.repeat(2100) }, /more than the 4096 byte limit/],
    ['too deep', nested(5), /data\.next\.next\.next\.next is nested more than 4 levels deep/],
    ['too deep through arrays', { a: [[[[1]]]] }, /nested more than 4 levels/],
    ['too many keys', Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])), /more than 50 keys/],
    ['too many keys in nested objects', { a: Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i])) }, /more than 50 keys/],
    ['a key too long', { ['k'.repeat(65)]: 1 }, /key "kkkkkkkkkkkkkkkkkkkk\.\.\." is longer than 64 characters/],
  ])('refuses metadata %s', (_name, metadata, expected) => {
    expect(metadataProblem(metadata)).toMatch(expected);
    expect(() => assertMetadataAcceptable(metadata)).toThrow(
      expect.objectContaining({ status: 422, code: 'validation_failed', message: expect.stringMatching(expected) }),
    );
    expect(() => assertMetadataAcceptable(metadata)).toThrow(AuthError);
  });

  it('merges like GoTrue: keys replaced, null removes', () => {
    expect(mergeMetadata({ a: 1, b: { c: 2 }, d: 3 }, { b: { e: 4 }, d: null, f: 'x' })).toEqual({ a: 1, b: { e: 4 }, f: 'x' });
  });

  it('an update must stay within the limits', () => {
    expect(() => mergeMetadataUpdate({ blob: 'x'.repeat(3000) }, { more: 'y'.repeat(2000) })).toThrow(/more than the 4096 byte limit/);
    expect(() => mergeMetadataUpdate({}, { blob: 'x'.repeat(5000) })).toThrow(/byte limit/);
    expect(mergeMetadataUpdate({ a: 1 }, { b: 2 })).toEqual({ a: 1, b: 2 });
  });

  it('metadata stored over the limits (before they existed) can always be shrunk by its owner', () => {
    const stored = { blob: 'x'.repeat(20_000), other: 'y'.repeat(5000), name: 'Pat' };
    expect(mergeMetadataUpdate(stored, { blob: null })).toEqual({ other: 'y'.repeat(5000), name: 'Pat' });
    expect(mergeMetadataUpdate(stored, { blob: null, other: null })).toEqual({ name: 'Pat' });
    expect(() => mergeMetadataUpdate(stored, { name: 'Pat Longer Name' })).toThrow(/byte limit/);
    expect(() => mergeMetadataUpdate(stored, { blob: null, huge: 'z'.repeat(5000) })).toThrow(/byte limit/);
  });

  it('tokens never carry over-limit metadata', () => {
    expect(metadataForToken({ full_name: 'Pat' })).toEqual({ full_name: 'Pat' });
    expect(metadataForToken({ blob: 'x'.repeat(20_000) })).toEqual({});
  });
});
