import { findUnsafeText, textProblem } from './unsafe-text';

describe('textProblem', () => {
  it.each([
    ['plain text', 'Pat O’Brien 😀', undefined],
    ['a NUL', 'a\u0000b', /NUL/],
    ['a lone high surrogate', 'a\ud800b', /lone surrogate/],
    ['a lone high surrogate at the end', 'ab\ud83d', /lone surrogate/],
    ['a lone low surrogate', '\udc00', /lone surrogate/],
    ['reversed pair', '\ude00\ud83d', /lone surrogate/],
  ])('%s', (_name, text, expected) => {
    const problem = textProblem(text);
    if (expected) expect(problem).toMatch(expected);
    else expect(problem).toBeUndefined();
  });
});

describe('findUnsafeText', () => {
  it('accepts ordinary request values', () => {
    expect(findUnsafeText({ email: 'pat@example.com', data: { tags: ['a', 'b'], n: 1, ok: true, none: null } })).toBeUndefined();
    expect(findUnsafeText(undefined)).toBeUndefined();
    expect(findUnsafeText('text')).toBeUndefined();
  });

  it('names the path of a bad string value, in objects and arrays', () => {
    expect(findUnsafeText({ data: { list: ['ok', 'b\u0000ad'] } })).toEqual({ path: 'data.list[1]', problem: expect.stringMatching(/NUL/) });
    expect(findUnsafeText({ email: '\ud800' })).toEqual({ path: 'email', problem: expect.stringMatching(/surrogate/) });
    expect(findUnsafeText(['\u0000'])).toEqual({ path: '[0]', problem: expect.stringMatching(/NUL/) });
  });

  it('checks object keys too', () => {
    expect(findUnsafeText({ data: { 'k\u0000': 1 } })).toEqual({ path: 'data', problem: expect.stringMatching(/^has a key that .*NUL/) });
  });

  it('refuses nesting past the limit without recursing (no stack overflow)', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(findUnsafeText(deep)?.problem).toMatch(/nested more than 32 levels/);
    let ok: unknown = 'x';
    for (let i = 0; i < 32; i += 1) ok = { a: ok };
    expect(findUnsafeText(ok)).toBeUndefined();
    expect(findUnsafeText({ a: ok })?.problem).toMatch(/nested/);
  });
});
