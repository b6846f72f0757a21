import { sameSitePath } from './destination';

const origin = 'https://huron.example';

describe('sameSitePath', () => {
  it('keeps a local path with its query and fragment', () => {
    expect(sameSitePath(`${origin}/account?tab=security#mfa`, origin, '/dashboard')).toBe('/account?tab=security#mfa');
    expect(sameSitePath('/account', origin, '/dashboard')).toBe('/account');
  });

  it.each([
    ['another origin', 'https://evil.example/account'],
    ['a protocol-relative path on our origin', `${origin}//evil.example/`],
    ['a protocol-relative reference', '//evil.example/'],
    ['a backslash', `${origin}/\\evil.example/`],
    ['an encoded backslash', `${origin}/%5Cevil.example/`],
    ['an encoded second slash', `${origin}/%2F%2Fevil.example/`],
    ['a script URL', 'javascript:alert(1)'],
  ])('falls back for %s', (_name, redirectTo) => {
    expect(sameSitePath(redirectTo, origin, '/dashboard')).toBe('/dashboard');
  });

  it('falls back when there is no redirect', () => {
    expect(sameSitePath(null, origin, '/reset-password')).toBe('/reset-password');
  });
});
