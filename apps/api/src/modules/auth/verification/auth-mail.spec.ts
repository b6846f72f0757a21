import { renderAuthMail } from './auth-mail';

describe('auth mail templates', () => {
  it('puts the link and the code in the text part and escapes the HTML part', () => {
    const mail = renderAuthMail('p@example.com', {
      kind: 'recovery',
      link: 'https://tax.example/auth/confirm?token_hash=a&type=recovery&redirect_to=x"><script>',
      code: '012345',
    });
    expect(mail).toMatchObject({ kind: 'auth.recovery', to: 'p@example.com', subject: 'Reset your Huron Tax & Accounting password' });
    expect(mail.text).toContain('Choose a new password: https://tax.example/auth/confirm?token_hash=a&type=recovery');
    expect(mail.text).toContain('Or enter this code: 012345');
    expect(mail.html).toContain('href="https://tax.example/auth/confirm?token_hash=a&amp;type=recovery&amp;redirect_to=x&quot;&gt;&lt;script&gt;"');
    expect(mail.html).not.toContain('<script>');
  });

  it('tells the owner of an existing address about a sign-up attempt without a secret in it', () => {
    const mail = renderAuthMail('p@example.com', {
      kind: 'account_exists',
      signInUrl: 'https://tax.example/login',
      resetUrl: 'https://tax.example/forgot-password',
    });
    expect(mail.text).toContain('https://tax.example/forgot-password');
    expect(mail.text).not.toMatch(/token_hash|\d{6}/);
  });
});
