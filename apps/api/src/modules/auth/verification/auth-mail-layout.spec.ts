import { inBrandedLayout } from '../../../platform/mail/mail-layout';
import { type AuthMail, renderAuthMail } from './auth-mail';

const link = 'https://www.hurontax.example/auth/confirm?token_hash=abc&type=signup';
const mails: AuthMail[] = [
  { kind: 'confirmation', link, code: '123456' },
  { kind: 'magic_link', link, code: '123456' },
  { kind: 'recovery', link, code: '123456' },
  { kind: 'email_change', link, code: '123456' },
  { kind: 'reauthentication', code: '123456' },
  { kind: 'account_exists', signInUrl: 'https://www.hurontax.example/login', resetUrl: 'https://www.hurontax.example/forgot-password' },
  { kind: 'email_change_conflict' },
];

describe('auth mails in the branded layout', () => {
  it.each(mails.map((mail) => [mail.kind, mail] as const))('%s', (_kind, mail) => {
    const { html, text } = inBrandedLayout(renderAuthMail('p@example.com', mail));
    expect({ html, text }).toMatchSnapshot();
  });
});
