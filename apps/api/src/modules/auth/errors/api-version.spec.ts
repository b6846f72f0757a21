import { resolveApiVersion } from './api-version';

describe('resolveApiVersion', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['2023-12-31', undefined],
    ['2024-01-01', '2024-01-01'],
    ['2025-10-02', '2024-01-01'],
    ['2024-13-45', undefined],
    ['yesterday', undefined],
    [['2024-01-01', 'x'], '2024-01-01'],
  ])('%j -> %j', (header, expected) => {
    expect(resolveApiVersion(header as string | string[] | undefined)).toBe(expected);
  });
});
