import { AuthError } from '../errors/auth-error';
import { isCommonPassword } from './password-guessability';

export const MAX_PASSWORD_LENGTH = 1024;
/** Shorter local parts ("jo@...") would refuse too many good passwords by chance. */
const MIN_LOCAL_PART = 3;

/**
 * Minimum length (AUTH_PASSWORD_MIN_LENGTH) as weak_password with reasons ['length']; a sane maximum; then, when the
 * account's email is known, not its name part (reasons ['email']); and not one of the most common passwords
 * (reasons ['pwned'], GoTrue's reason for a password known to attackers).
 */
export function assertPasswordAcceptable(password: string, minLength: number, email?: string): void {
  if (password.length < minLength) throw AuthError.weakPassword(minLength);
  if (password.length > MAX_PASSWORD_LENGTH) throw AuthError.validation(`Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`, 422);
  const localPart = email?.split('@')[0]?.toLowerCase() ?? '';
  if (localPart.length >= MIN_LOCAL_PART && password.toLowerCase().includes(localPart)) {
    throw AuthError.weakPasswordBecause('email', 'Password should not contain the name part of your email address: it is the first thing an attacker tries.');
  }
  if (isCommonPassword(password)) {
    throw AuthError.weakPasswordBecause('pwned', 'Password is one of the most common passwords, which attackers try first. Please choose a less common one.');
  }
}
