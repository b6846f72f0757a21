import { useAuth } from './auth-provider';
import type { Session } from '@supabase/auth-js';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

/**
 * Renders `children` for a signed-in person. 'Loading...' until the first session check has completed (which is
 * also what the prerendered HTML shows), then /login for anyone signed out or still owing an authenticator code.
 */
export function RequireSession({ children }: { children: (session: Session) => ReactNode }) {
  const { loading, session, needsSecondFactor } = useAuth();
  const { pathname } = useLocation();
  if (loading) {
    return (
      <p className="account-loading" role="status">
        Loading...
      </p>
    );
  }
  if (!session || needsSecondFactor) return <Navigate to="/login" replace state={{ from: pathname }} />;
  return children(session);
}
