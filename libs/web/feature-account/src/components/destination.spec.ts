import { landingOf, sameSitePath, toLocalPath } from './destination';

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
    ['a tab that the URL parser drops', '/\t/evil.example/'],
    ['a line feed on our origin', `${origin}/\n/evil.example/`],
  ])('falls back for %s', (_name, redirectTo) => {
    expect(sameSitePath(redirectTo, origin, '/dashboard')).toBe('/dashboard');
  });

  it('falls back when there is no redirect', () => {
    expect(sameSitePath(null, origin, '/reset-password')).toBe('/reset-password');
  });
});

describe('toLocalPath', () => {
  it('keeps local paths with their query and fragment', () => {
    expect(toLocalPath('/admin/tax-intakes?status=new#top')).toBe('/admin/tax-intakes?status=new#top');
  });

  // What `new URLSearchParams('next=/%09/127.0.0.1:3904/pwned').get('next')` and friends give: decoded controls.
  it.each([
    ['a tab', '/\t/127.0.0.1:3904/pwned'],
    ['a line feed', '/\n/127.0.0.1:3904/pwned'],
    ['a carriage return', '/\r/127.0.0.1:3904/pwned'],
    ['a tab and a line feed', '/\t\n/evil.example'],
    ['a backslash', '/\\evil.example'],
    ['a backslash after a tab', '/\t\\evil.example'],
    ['a leading space', ' //evil.example'],
    ['a leading NUL', '\u0000//evil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded second slash', '/%2F%2Fevil.example'],
    ['a protocol-relative path', '//evil.example'],
    ['a full URL', 'https://evil.example/'],
    ['a script URL', 'javascript:alert(1)'],
  ])('refuses a path that leaves the site through %s', (_name, path) => {
    expect(toLocalPath(path)).toBeNull();
  });

  it('refuses what the URL parser itself reads as another host', () => {
    const read = ['/\t/127.0.0.1:3904/pwned', '/\n/127.0.0.1:3904/pwned', '/\r\\127.0.0.1:3904/pwned'].map((path) => new URL(path, origin).host);
    expect(read).toEqual(['127.0.0.1:3904', '127.0.0.1:3904', '127.0.0.1:3904']);
  });

  it('gives the path as the browser reads it, so the link is what was checked', () => {
    expect(toLocalPath('/admin\t/x')).toBe('/admin/x');
    expect(toLocalPath('/admin\\x')).toBe('/admin/x');
  });
});

describe('landingOf', () => {
  it('lands staff in the back office and everyone else on their dashboard', () => {
    expect(landingOf({ app_metadata: { roles: ['staff'] } })).toBe('/admin');
    expect(landingOf({ app_metadata: { roles: [] } })).toBe('/dashboard');
    expect(landingOf({ app_metadata: {} })).toBe('/dashboard');
    expect(landingOf(null)).toBe('/dashboard');
  });
});
