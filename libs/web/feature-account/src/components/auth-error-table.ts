import type { AuthErrorCode } from '@huron/shared/contracts/auth';
import { m } from '@huron/shared/i18n';

// Typed by AUTH_ERROR_CODES (libs/shared/contracts): a code without words here does not compile. Loaded only when
// an auth call has failed (auth-error-words.ts), so the account pages do not carry every sentence up front.

/** Words for every /auth/v1 error code the auth pages can receive (AUTH_ERROR_CODES, GoTrue's names). */
export const authErrorWords: Record<AuthErrorCode, () => string> = {
  anonymous_provider_disabled: m.error_auth_anonymous_provider_disabled,
  bad_code_verifier: m.error_auth_bad_code_verifier,
  bad_json: m.error_auth_bad_json,
  bad_jwt: m.error_auth_bad_jwt,
  email_exists: m.error_auth_email_exists,
  email_not_confirmed: m.error_auth_email_not_confirmed,
  feature_disabled: m.error_auth_feature_disabled,
  flow_state_expired: m.error_auth_flow_state_expired,
  flow_state_not_found: m.error_auth_flow_state_not_found,
  insufficient_aal: m.error_auth_insufficient_aal,
  invalid_credentials: m.error_auth_invalid_credentials,
  manual_linking_disabled: m.error_auth_manual_linking_disabled,
  mfa_challenge_expired: m.error_auth_mfa_challenge_expired,
  mfa_factor_name_conflict: m.error_auth_mfa_factor_name_conflict,
  mfa_factor_not_found: m.error_auth_mfa_factor_not_found,
  mfa_ip_address_mismatch: m.error_auth_mfa_ip_address_mismatch,
  mfa_phone_enroll_not_enabled: m.error_auth_mfa_phone_enroll_not_enabled,
  mfa_phone_verify_not_enabled: m.error_auth_mfa_phone_verify_not_enabled,
  mfa_verification_failed: m.error_auth_mfa_verification_failed,
  mfa_webauthn_enroll_not_enabled: m.error_auth_mfa_webauthn_enroll_not_enabled,
  mfa_webauthn_verify_not_enabled: m.error_auth_mfa_webauthn_verify_not_enabled,
  method_not_allowed: m.error_auth_method_not_allowed,
  no_authorization: m.error_auth_no_authorization,
  not_admin: m.error_auth_not_admin,
  not_found: m.error_auth_not_found,
  otp_expired: m.error_auth_otp_expired,
  over_email_send_rate_limit: m.error_auth_over_email_send_rate_limit,
  over_request_rate_limit: m.error_auth_over_request_rate_limit,
  passkey_disabled: m.error_auth_passkey_disabled,
  phone_provider_disabled: m.error_auth_phone_provider_disabled,
  provider_disabled: m.error_auth_provider_disabled,
  reauthentication_needed: m.error_auth_reauthentication_needed,
  reauthentication_not_valid: m.error_auth_reauthentication_not_valid,
  refresh_token_already_used: m.error_auth_refresh_token_already_used,
  refresh_token_not_found: m.error_auth_refresh_token_not_found,
  request_entity_too_large: m.error_auth_request_entity_too_large,
  request_header_fields_too_large: m.error_auth_request_header_fields_too_large,
  request_timeout: m.error_auth_request_timeout,
  saml_provider_disabled: m.error_auth_saml_provider_disabled,
  same_password: m.error_auth_same_password,
  session_not_found: m.error_auth_session_not_found,
  signup_disabled: m.error_auth_signup_disabled,
  too_many_enrolled_mfa_factors: m.error_auth_too_many_enrolled_mfa_factors,
  unexpected_failure: m.error_auth_unexpected_failure,
  user_not_found: m.error_auth_user_not_found,
  validation_failed: m.error_auth_validation_failed,
  weak_password: m.error_auth_weak_password,
  web3_provider_disabled: m.error_auth_web3_provider_disabled,
};

/** Why a password was refused, where the service said: it holds the email's name part, or it is a common one. */
export function weakPasswordWords(error: { code?: unknown; reasons?: unknown }): (() => string) | undefined {
  if (error.code !== 'weak_password' || !Array.isArray(error.reasons)) return undefined;
  if (error.reasons.includes('email')) return m.error_auth_weak_password_email;
  if (error.reasons.includes('pwned')) return m.error_auth_weak_password_pwned;
  return undefined;
}
