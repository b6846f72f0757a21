import type { AuthErrorCode } from '@huron/shared/contracts/auth';
import { retryPhrase } from './retry-phrase';

export type { AuthErrorCode };

/** Thrown by auth services and guards; answered as {code, error_code, msg} (or {code, message} for 2024-01-01). */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: AuthErrorCode,
    message: string,
    /** Extra top-level fields of the body, e.g. weak_password: { reasons }. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }

  static validation(message: string, status = 400): AuthError {
    return new AuthError(status, 'validation_failed', message);
  }

  static badJson(detail: string): AuthError {
    return new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`);
  }

  static invalidCredentials(): AuthError {
    return new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
  }

  static otpExpired(message = 'Token has expired or is invalid'): AuthError {
    return new AuthError(403, 'otp_expired', message);
  }

  /** Seconds the client should wait before trying again; sent as Retry-After. */
  retryAfterSeconds?: number;

  /** The message says when to try again (auth-js shows it as is); the code stays GoTrue's. */
  static rateLimited(retryAfterSeconds: number, reason = 'Too many attempts from this network'): AuthError {
    return Object.assign(new AuthError(429, 'over_request_rate_limit', `${reason}. Try again ${retryPhrase(retryAfterSeconds)}.`), { retryAfterSeconds });
  }

  static emailRateLimited(retryAfterSeconds: number): AuthError {
    const message = `Too many emails requested for this address. Try again ${retryPhrase(retryAfterSeconds)}.`;
    return Object.assign(new AuthError(429, 'over_email_send_rate_limit', message), { retryAfterSeconds });
  }

  static weakPassword(minLength: number): AuthError {
    return AuthError.weakPasswordBecause('length', `Password should be at least ${minLength} characters.`);
  }

  static weakPasswordBecause(reason: 'length' | 'email' | 'pwned', message: string): AuthError {
    return new AuthError(422, 'weak_password', message, { weak_password: { reasons: [reason] } });
  }
}
