import { retryPhrase } from './retry-phrase';

/** error_code values from the GoTrue reference that this service answers with. */
export type AuthErrorCode =
  | 'anonymous_provider_disabled'
  | 'bad_code_verifier'
  | 'bad_json'
  | 'bad_jwt'
  | 'email_exists'
  | 'email_not_confirmed'
  | 'feature_disabled'
  | 'flow_state_expired'
  | 'flow_state_not_found'
  | 'insufficient_aal'
  | 'invalid_credentials'
  | 'manual_linking_disabled'
  | 'mfa_challenge_expired'
  | 'mfa_factor_name_conflict'
  | 'mfa_factor_not_found'
  | 'mfa_ip_address_mismatch'
  | 'mfa_phone_enroll_not_enabled'
  | 'mfa_phone_verify_not_enabled'
  | 'mfa_verification_failed'
  | 'mfa_webauthn_enroll_not_enabled'
  | 'mfa_webauthn_verify_not_enabled'
  | 'method_not_allowed'
  | 'no_authorization'
  | 'not_admin'
  | 'not_found'
  | 'otp_expired'
  | 'over_email_send_rate_limit'
  | 'over_request_rate_limit'
  | 'passkey_disabled'
  | 'phone_provider_disabled'
  | 'provider_disabled'
  | 'reauthentication_needed'
  | 'reauthentication_not_valid'
  | 'refresh_token_already_used'
  | 'refresh_token_not_found'
  | 'request_entity_too_large'
  | 'request_header_fields_too_large'
  | 'request_timeout'
  | 'saml_provider_disabled'
  | 'same_password'
  | 'session_not_found'
  | 'signup_disabled'
  | 'too_many_enrolled_mfa_factors'
  | 'unexpected_failure'
  | 'user_not_found'
  | 'validation_failed'
  | 'weak_password'
  | 'web3_provider_disabled';

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
