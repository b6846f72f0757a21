import { AuthError } from '../errors/auth-error';
import { assertPasswordAcceptable } from './password-policy';

const refusal = (password: string, email?: string) => {
  try {
    assertPasswordAcceptable(password, 6, email);
    return null;
  } catch (error) {
    const e = error as AuthError;
    return { code: e.code, message: e.message, reasons: (e.extra?.['weak_password'] as { reasons: string[] }).reasons };
  }
};

describe('password policy', () => {
  it('keeps the six-character minimum (reasons: length)', () => {
    expect(refusal('abc12')).toMatchObject({ code: 'weak_password', message: 'Password should be at least 6 characters.', reasons: ['length'] });
  });

  it('refuses the most common passwords, also in l33t, with a message that says why', () => {
    for (const common of ['password', '123456', 'qwerty123', 'iloveyou', 'P@ssw0rd', 'trustno1', 'Password123']) {
      expect(refusal(common)).toMatchObject({ code: 'weak_password', message: expect.stringContaining('most common passwords'), reasons: ['pwned'] });
    }
  });

  it("refuses a password containing the email's name part, in any letter case", () => {
    expect(refusal('Dana.Whitfield-2025', 'dana.whitfield@example.com')).toMatchObject({
      code: 'weak_password',
      message: expect.stringContaining('name part of your email'),
      reasons: ['email'],
    });
    expect(refusal('jo-likes-tax', 'jo@example.com')).toBeNull();
  });

  it('accepts passphrases and uncommon passwords of six characters or more', () => {
    for (const fine of ['correct horse battery', 'kx8f2q', 'a brand new secret', 'whatever-1']) expect(refusal(fine, 'dana@example.com')).toBeNull();
  });
});
