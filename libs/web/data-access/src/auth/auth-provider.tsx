import type { GoTrueClient } from '@supabase/auth-js';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { AUTH_STORAGE_KEY } from './auth-paths';
import { needsSecondFactor, useAuthStore, type AuthState } from './auth-store';
import { getAuthClient } from './load-auth-client';
import { takeCarriedCallbackError } from './return-to';
import { sessionMayExist } from './session-hint';

interface AuthContextValue {
  /** The auth client; pages call its methods (signInWithPassword, updateUser, mfa.enroll...) directly. */
  getClient(): Promise<GoTrueClient>;
}

const AuthContext = createContext<AuthContextValue | null>(null);
const contextValue: AuthContextValue = { getClient: getAuthClient };

/**
 * Settles the session snapshot (browser only; during prerender it renders the signed-out, loading state). The auth
 * client is downloaded only when this tab may hold a session (see sessionMayExist) or when a page uses it; otherwise
 * the page knows at once that nobody is signed in. A sign-in in another tab loads it here too.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    // After hydration, so the prerendered HTML (no error) and the first client render agree.
    const carried = takeCarriedCallbackError();
    if (carried) useAuthStore.setState({ callbackError: carried });
    const load = () => getAuthClient().catch(() => useAuthStore.setState({ loading: false }));
    if (sessionMayExist()) void load();
    else useAuthStore.setState({ loading: false });
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY && event.newValue) void load();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return <AuthContext.Provider value={contextValue}>{children}</AuthContext.Provider>;
}

export interface UseAuth extends AuthState, AuthContextValue {
  /** Signed in with a password only while the account has an authenticator app: a code is still needed. */
  needsSecondFactor: boolean;
}

/** The session snapshot plus the client. Throws outside <AuthProvider>. */
export function useAuth(): UseAuth {
  const context = useContext(AuthContext);
  const state = useAuthStore();
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return { ...state, needsSecondFactor: needsSecondFactor(state), getClient: context.getClient };
}
