import { AUTH_ERROR_CODES } from '@huron/shared/contracts/auth';
import { authErrorWords } from './auth-error-table';
import { authCallbackText, authMessageOf } from './auth-error-words';

const authError = (name: string, code: string | undefined, message: string) =>
  Object.assign(new Error(message), { name, code, status: 422, __isAuthError: true });

describe('words for auth errors', () => {
  it.each([...AUTH_ERROR_CODES])('%s has a sentence from the catalogue', (code) => {
    expect(authErrorWords[code]?.()).toMatch(/^[A-Z][^]*[.!?]$/);
  });

  it("shows the catalogue's words, never the service's message", async () => {
    await expect(authMessageOf(authError('AuthApiError', 'mfa_verification_failed', 'Invalid TOTP code entered'))).resolves.toBe(
      'That code is not right. Enter the 6-digit code your authenticator app shows now.',
    );
    await expect(authMessageOf(authError('AuthApiError', 'invalid_credentials', 'Invalid login credentials'))).resolves.toBe(
      'The email address or password is wrong.',
    );
    await expect(authMessageOf(authError('AuthRetryableFetchError', undefined, 'Failed to fetch'))).resolves.toBe(
      'We could not reach our server. Check your connection and try again.',
    );
    await expect(authMessageOf(authError('AuthApiError', 'something_new', 'Something new'))).resolves.toBe('Something went wrong. Please try again.');
  });

  it('says why a password was refused when the service gives its reasons', async () => {
    const weak = (reasons: string[]) => Object.assign(authError('AuthWeakPasswordError', 'weak_password', 'Password is known to be weak'), { reasons });
    await expect(authMessageOf(weak(['email']))).resolves.toBe(
      'Password should not contain the name part of your email address: it is the first thing an attacker tries.',
    );
    await expect(authMessageOf(weak(['pwned']))).resolves.toBe(
      'Password is one of the most common passwords, which attackers try first. Please choose a less common one.',
    );
    await expect(authMessageOf(weak(['length']))).resolves.toBe('This password is too easy to guess. Please choose a longer or less common one.');
  });

  it("words a link's error by its code", () => {
    expect(authCallbackText('otp_expired')).toBe('This link or code has expired or was already used. Please ask for a new one.');
    expect(authCallbackText('unspecified')).toBe('This link did not work: it may be old or already used. Please ask for a new one.');
  });
});
