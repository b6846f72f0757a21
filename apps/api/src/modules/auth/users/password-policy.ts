import { AuthError } from '../errors/auth-error';

export const MAX_PASSWORD_LENGTH = 1024;

/** Minimum length (AUTH_PASSWORD_MIN_LENGTH) as weak_password with reasons ['length']; a sane maximum. */
export function assertPasswordAcceptable(password: string, minLength: number): void {
  if (password.length < minLength) throw AuthError.weakPassword(minLength);
  if (password.length > MAX_PASSWORD_LENGTH) throw AuthError.validation(`Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`, 422);
}
