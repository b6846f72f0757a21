import { m } from '@huron/shared/i18n';
import { ApiError } from '@huron/web/data-access/api';
import { Navigate, useLocation } from 'react-router';

/** The API's error code ('version_conflict', 'insufficient_aal'...), when the failure is an API answer. */
export const codeOf = (error: unknown): string | undefined =>
  error instanceof ApiError && typeof error.body === 'object' && error.body && 'code' in error.body ? String(error.body.code) : undefined;

/** /account with a way back here, for staff whose session lacks the authenticator step the API asks for. */
export function useAccountRedirect(): string {
  const { pathname, search } = useLocation();
  return `/account?next=${encodeURIComponent(pathname + search)}`;
}

/**
 * What a failed staff read shows: staff without AAL2 go to /account to enrol or verify their authenticator app (and
 * come back), anything else says what went wrong with a retry.
 */
export function ApiFailure({ error, retry }: { error: unknown; retry(): void }) {
  const account = useAccountRedirect();
  if (codeOf(error) === 'insufficient_aal') return <Navigate to={account} replace />;
  const message = error instanceof ApiError && error.status === 404 ? m.admin_not_found() : m.admin_load_failed();
  return (
    <div className="alert alert--error" role="alert">
      <p>{message}</p>
      <button type="button" className="button button--secondary" onClick={retry}>
        {m.admin_retry()}
      </button>
    </div>
  );
}

export function Loading() {
  return (
    <p className="account-loading" role="status">
      {m.admin_loading()}
    </p>
  );
}
