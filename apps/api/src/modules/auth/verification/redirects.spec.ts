import { loadConfig } from '../../../platform/config/app-config';
import { Redirects } from './redirects';

describe('Redirects', () => {
  const redirects = new Redirects(loadConfig({ PUBLIC_URL: 'https://tax.example', AUTH_REDIRECT_ALLOW_LIST: 'http://localhost:4200/, https://preview.tax.example/app' }));

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

  it('sends recovery links to /reset-password by default', () => {
    expect(redirects.resolve(undefined, 'recovery')).toBe('https://tax.example/reset-password');
  });

  it('builds the confirm-page link, or the verify-endpoint link when configured', () => {
    expect(redirects.confirmLink('tok', 'recovery', 'https://tax.example/reset-password')).toBe(
      'https://tax.example/auth/confirm?token_hash=tok&type=recovery&redirect_to=https%3A%2F%2Ftax.example%2Freset-password',
    );
    const verify = new Redirects(loadConfig({ PUBLIC_URL: 'https://tax.example', AUTH_EMAIL_LINKS: 'verify-endpoint' }));
    expect(verify.confirmLink('tok', 'signup', 'https://tax.example/dashboard')).toBe('https://tax.example/auth/v1/verify?token=tok&type=signup&redirect_to=https%3A%2F%2Ftax.example%2Fdashboard');
  });
});
