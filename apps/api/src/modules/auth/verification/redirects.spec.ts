import { loadConfig } from '../../../platform/config/app-config';
import { Redirects } from './redirects';

describe('Redirects', () => {
  const redirects = new Redirects(
    loadConfig({ PUBLIC_URL: 'https://tax.example', AUTH_REDIRECT_ALLOW_LIST: 'http://localhost:4200/, https://preview.tax.example/app' }),
  );

  it.each([
    ['https://tax.example/welcome?x=1', 'https://tax.example/welcome?x=1'],
    ['http://localhost:4200/reset-password', 'http://localhost:4200/reset-password'],
    ['https://preview.tax.example/app/dashboard', 'https://preview.tax.example/app/dashboard'],
    ['https://preview.tax.example/other', 'https://tax.example/dashboard'],
    ['https://evil.example/steal', 'https://tax.example/dashboard'],
    ['https://tax.example.evil.example/', 'https://tax.example/dashboard'],
    ['javascript:alert(1)', 'https://tax.example/dashboard'],
    ['/relative', 'https://tax.example/dashboard'],
    [undefined, 'https://tax.example/dashboard'],
  ])('resolves %s to %s', (requested, expected) => {
    expect(redirects.resolve(requested, 'signup')).toBe(expected);
  });

  it.each([
    'https://tax.example//evil.example/',
    'https://tax.example///evil.example/',
    'https://tax.example/\\evil.example/',
    'https://tax.example/%2F%2Fevil.example/',
    'https://tax.example/%2f/evil.example/',
    'https://tax.example/%5Cevil.example/',
    'https://tax.example/ok/%5c..%5c/x',
    'https://tax.example/ok\\x',
    'https://tax.example/ok%09/x',
    'https://tax.example/ok\t/x',
    'https://tax.example/ok%00',
    'https://tax.example@evil.example/',
    'https://evil.example@tax.example/',
    'https://user:pass@tax.example/',
    'http://localhost:4200@evil.example/',
    ' https://tax.example/x',
    'https://preview.tax.example/application',
    'https://preview.tax.example/app/../other',
    'https://preview.tax.example/app%2F..%2F..%2Fother',
    'https://preview.tax.example.evil.example/app',
    'http://localhost:4200.evil.example/',
    'https://preview.tax.example//app/x',
  ])('refuses %j and falls back to the default page', (requested) => {
    expect(redirects.resolve(requested, 'signup')).toBe('https://tax.example/dashboard');
  });

  it('admits an allow-list entry itself and paths below it at a segment boundary', () => {
    expect(redirects.resolve('https://preview.tax.example/app', 'signup')).toBe('https://preview.tax.example/app');
    expect(redirects.resolve('https://preview.tax.example/app/', 'signup')).toBe('https://preview.tax.example/app/');
    expect(redirects.resolve('https://tax.example/a%20b?q=%2F%2Fx', 'signup')).toBe('https://tax.example/a%20b?q=%2F%2Fx');
  });

  it('ignores a repeated redirect_to (an array from the query parser)', () => {
    expect(redirects.resolve(['https://tax.example/a', 'https://tax.example/b'] as unknown as string, 'signup')).toBe('https://tax.example/dashboard');
  });

  it('sends recovery links to /reset-password by default', () => {
    expect(redirects.resolve(undefined, 'recovery')).toBe('https://tax.example/reset-password');
  });

  it('builds the confirm-page link, or the verify-endpoint link when configured', () => {
    expect(redirects.confirmLink('tok', 'recovery', 'https://tax.example/reset-password')).toBe(
      'https://tax.example/auth/confirm?token_hash=tok&type=recovery&redirect_to=https%3A%2F%2Ftax.example%2Freset-password',
    );
    const verify = new Redirects(loadConfig({ PUBLIC_URL: 'https://tax.example', AUTH_EMAIL_LINKS: 'verify-endpoint' }));
    expect(verify.confirmLink('tok', 'signup', 'https://tax.example/dashboard')).toBe(
      'https://tax.example/auth/v1/verify?token=tok&type=signup&redirect_to=https%3A%2F%2Ftax.example%2Fdashboard',
    );
  });
});
