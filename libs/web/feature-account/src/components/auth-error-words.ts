import { m } from '@huron/shared/i18n';
import { messageOf } from '@huron/web/forms';

const isAuthError = (error: unknown): error is { name: string; code?: unknown; status?: number } =>
  typeof error === 'object' && error !== null && '__isAuthError' in error;

/**
 * What a person reads when @supabase/auth-js reports a failure: the words for its GoTrue code (auth-error-table.ts,
 * fetched on the first failure), a network note when the service could not be reached, never the service's English
 * message (e.g. 'Invalid TOTP code entered').
 */
export async function authMessageOf(error: unknown): Promise<string> {
  if (!isAuthError(error)) return messageOf(error);
  const weakReason = weakPasswordReasonOf(error);
  if (weakReason) return weakReason();
  if (typeof error.code === 'string') {
    const { authErrorWords } = await import('./auth-error-table');
    const words = authErrorWords[error.code as keyof typeof authErrorWords];
    if (words) return words();
  }
  if (error.name === 'AuthRetryableFetchError') return m.error_network();
  if (error.name === 'AuthSessionMissingError') return m.error_auth_session_not_found();
  if (error.name === 'AuthWeakPasswordError') return m.error_auth_weak_password();
  if (error.name === 'AuthInvalidCredentialsError') return m.error_auth_missing_email();
  return m.form_error_unknown();
}

/** Why a password was refused, where the service said: it contains the email's name part, or it is a common one. */
function weakPasswordReasonOf(error: { code?: unknown }): (() => string) | undefined {
  if (error.code !== 'weak_password') return undefined;
  const reasons = (error as { reasons?: unknown }).reasons;
  if (!Array.isArray(reasons)) return undefined;
  if (reasons.includes('email')) return m.error_auth_weak_password_email;
  if (reasons.includes('pwned')) return m.error_auth_weak_password_pwned;
  return undefined;
}

/** An error the service sent back in a link's URL, by its code (see watch-auth): an expired link says so. */
export function authCallbackText(code: string): string {
  return code === 'otp_expired' ? m.error_auth_otp_expired() : m.error_auth_link_failed();
}
