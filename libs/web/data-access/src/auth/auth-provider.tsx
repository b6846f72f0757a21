import type { GoTrueClient } from '@supabase/auth-js';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { applyAuthEvent, needsSecondFactor, useAuthStore, type Assurance, type AuthState } from './auth-store';
import { getAuthClient } from './load-auth-client';

interface AuthContextValue {
  /** The auth client; pages call its methods (signInWithPassword, updateUser, mfa.enroll...) directly. */
  getClient(): Promise<GoTrueClient>;
}

const AuthContext = createContext<AuthContextValue | null>(null);
const contextValue: AuthContextValue = { getClient: getAuthClient };

/** Mirrors the client's auth events into the store. Returns the unsubscribe function. */
function watchAuth(client: GoTrueClient): () => void {
  let sequence = 0;
  let initialSeen = false;

  // The assurance level needs another client call, which must not run inside the event callback.
  const settle = async (mine: number, hasSession: boolean) => {
    let assurance: Assurance | null = null;
    if (hasSession) {
      try {
        const { data } = await client.mfa.getAuthenticatorAssuranceLevel();
        assurance = data ? { current: data.currentLevel, next: data.nextLevel } : null;
      } catch {
        assurance = null; // an unreadable token: the next refresh or sign-in replaces it
      }
    }
    if (mine !== sequence) return; // a newer event has already taken over
    useAuthStore.setState(initialSeen ? { assurance, loading: false } : { assurance });
  };

  const { data } = client.onAuthStateChange((event, session) => {
    useAuthStore.setState((state) => applyAuthEvent(state, event, session));
    if (event === 'INITIAL_SESSION') initialSeen = true;
    const mine = ++sequence;
    setTimeout(() => void settle(mine, Boolean(session)), 0);
  });

  // The client has already looked at the URL; an error the service sent back there (error_description) is kept.
  void client.initialize().then(({ error }) => {
    if (error) useAuthStore.setState({ callbackError: error.message });
  });

  return () => data.subscription.unsubscribe();
}

/** Subscribes to the auth client's events (browser only; during prerender it renders the signed-out, loading state). */
export function AuthProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    let cancelled = false;
    let unsubscribe = () => {};
    getAuthClient().then(
      (client) => {
        if (!cancelled) unsubscribe = watchAuth(client);
      },
      () => useAuthStore.setState({ loading: false }),
    );
    return () => {
      cancelled = true;
      unsubscribe();
    };
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
