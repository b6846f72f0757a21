import { m } from '@huron/shared/i18n';
import type { Session } from '@supabase/auth-js';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from './auth-provider';
import { LOGIN_PATH } from './auth-paths';
import { carryCallbackError, forgetReturnTo, rememberReturnTo } from './return-to';

function Checking() {
  return (
    <p className="account-loading" role="status">
      {m.loading()}
    </p>
  );
}

/**
 * Renders `children` for a signed-in person. 'Loading...' until the first session check has completed (which is
 * also what the prerendered HTML shows), then /login for anyone signed out or still owing an authenticator code.
 * A page opened signed out goes to /login by a full-page replace, not by re-rendering in place: the visitor sees
 * this page's status, then the login page as prerendered, with nothing shifting in between. After a client-side
 * change (signing out here, or following a link) the in-app redirect is used.
 */
export function RequireSession({ children }: { children: (session: Session) => ReactNode }) {
  const { loading, session, needsSecondFactor, callbackError } = useAuth();
  const { pathname, search } = useLocation();
  // Opened while the session was still being read, and no session seen since: a sign-out now means the page was opened
  // signed out. Once a session has been seen, a later sign-out is a client-side change (the in-app redirect).
  const openedWithoutSession = useRef(loading);
  const signedOut = !loading && (!session || needsSecondFactor);
  const leaveByReload = signedOut && openedWithoutSession.current;

  useEffect(() => {
    if (session && !needsSecondFactor) {
      forgetReturnTo();
      openedWithoutSession.current = false; // a reload here raced the Sign Out button's own navigation to /login
    }
    if (!leaveByReload) return;
    rememberReturnTo(pathname + search);
    // A spent emailed link lands here with the service's error in the URL: the login page says what went wrong.
    if (callbackError) carryCallbackError(callbackError);
    window.location.replace(LOGIN_PATH);
  }, [leaveByReload, session, needsSecondFactor, pathname, search, callbackError]);

  if (loading || leaveByReload) return <Checking />;
  if (signedOut) return <Navigate to={LOGIN_PATH} replace state={{ from: pathname + search }} />;
  return children(session!);
}
