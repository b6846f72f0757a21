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
  if (typeof error.code === 'string') {
    const { authErrorWords, weakPasswordWords } = await import('./auth-error-table');
    const words = weakPasswordWords(error) ?? authErrorWords[error.code as keyof typeof authErrorWords];
    if (words) return words();
  }
  if (error.name === 'AuthRetryableFetchError') return m.error_network();
  if (error.name === 'AuthSessionMissingError') return m.error_auth_session_not_found();
  if (error.name === 'AuthWeakPasswordError') return m.error_auth_weak_password();
  if (error.name === 'AuthInvalidCredentialsError') return m.error_auth_missing_email();
  return m.form_error_unknown();
}

/** An error the service sent back in a link's URL, by its code (see watch-auth): an expired link says so. */
export function authCallbackText(code: string): string {
  return code === 'otp_expired' ? m.error_auth_otp_expired() : m.error_auth_link_failed();
}
