import type { GoTrueClient } from '@supabase/auth-js';
import { applyAuthEvent, useAuthStore, type Assurance } from './auth-store';

/** Mirrors the client's auth events into the store, from its first INITIAL_SESSION on. */
export function watchAuth(client: GoTrueClient): void {
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

  client.onAuthStateChange((event, session) => {
    useAuthStore.setState((state) => applyAuthEvent(state, event, session));
    if (event === 'INITIAL_SESSION') initialSeen = true;
    const mine = ++sequence;
    setTimeout(() => void settle(mine, Boolean(session)), 0);
  });

  // The client has already looked at the URL; an error the service sent back there is kept as its GoTrue code
  // (error_code; the pages word it from the catalogue, never showing the service's error_description).
  void client.initialize().then(({ error }) => {
    if (error) useAuthStore.setState({ callbackError: callbackCodeOf(error) });
  });
}

/** auth-js puts the redirect's error_code in `details.code` (AuthImplicitGrantRedirectError / AuthPKCEGrantCodeExchangeError). */
function callbackCodeOf(error: { code?: unknown; details?: unknown }): string {
  const details = error.details as { code?: unknown } | null | undefined;
  const code = typeof details?.code === 'string' ? details.code : error.code;
  return typeof code === 'string' && code !== 'unspecified_code' ? code : 'unspecified';
}
