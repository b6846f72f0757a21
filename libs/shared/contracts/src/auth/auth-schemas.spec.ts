import { MIN_PASSWORD_LENGTH, authenticatorCodeSchema, newPasswordSchema, passwordRecoverySchema, signInSchema, signUpSchema } from './index';

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; code: string; params?: unknown }> } }) =>
  (result.error?.issues ?? []).map((i) => ({ path: i.path.join('.'), code: i.code, ...(i.params ? { params: i.params } : {}) }));

describe('signUpSchema', () => {
  it('accepts a complete sign-up and trims the name and address', () => {
    expect(signUpSchema.parse({ fullName: '  Pat Doe ', email: ' pat@example.com ', password: 'secret' })).toEqual({
      fullName: 'Pat Doe',
      email: 'pat@example.com',
      password: 'secret',
    });
  });

  it('names each field that is missing, malformed or too short', () => {
    const result = signUpSchema.safeParse({ fullName: '   ', email: 'pat@', password: 'x'.repeat(MIN_PASSWORD_LENGTH - 1) });
    expect(issues(result)).toEqual([
      { path: 'fullName', code: 'too_small' },
      { path: 'email', code: 'invalid_format' },
      { path: 'password', code: 'too_small' },
    ]);
  });
});

describe('signInSchema and passwordRecoverySchema', () => {
  it('accept any non-empty password (the service judges it) and require an address', () => {
    expect(signInSchema.safeParse({ email: 'pat@example.com', password: 'a' }).success).toBe(true);
    expect(issues(signInSchema.safeParse({ email: '', password: '' }))).toEqual([
      { path: 'email', code: 'too_small' },
      { path: 'password', code: 'too_small' },
    ]);
    expect(issues(passwordRecoverySchema.safeParse({ email: 'not an address' }))).toEqual([{ path: 'email', code: 'invalid_format' }]);
  });
});

describe('newPasswordSchema', () => {
  it('puts a mismatch on the confirmation field, with a reason a client can word', () => {
    expect(issues(newPasswordSchema.safeParse({ password: 'one-password', confirm: 'another-password' }))).toEqual([
      { path: 'confirm', code: 'custom', params: { reason: 'passwords_differ' } },
    ]);
  });

  it('wants the emailed code only once it is asked for, and then not blank', () => {
    expect(newPasswordSchema.safeParse({ password: 'same-one', confirm: 'same-one' }).success).toBe(true);
    expect(issues(newPasswordSchema.safeParse({ password: 'same-one', confirm: 'same-one', nonce: ' ' }))).toEqual([{ path: 'nonce', code: 'too_small' }]);
  });
});

describe('authenticatorCodeSchema', () => {
  it('takes six digits, trimmed, and refuses a blank, short or lettered code', () => {
    expect(authenticatorCodeSchema.parse({ code: ' 123456 ' })).toEqual({ code: '123456' });
    expect(issues(authenticatorCodeSchema.safeParse({ code: '  ' })).map((i) => i.code)).toContain('too_small');
    expect(issues(authenticatorCodeSchema.safeParse({ code: '12345' }))).toEqual([{ path: 'code', code: 'invalid_format' }]);
    expect(issues(authenticatorCodeSchema.safeParse({ code: '12345a' }))).toEqual([{ path: 'code', code: 'invalid_format' }]);
  });
});
