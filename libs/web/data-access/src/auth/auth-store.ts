import type { AuthChangeEvent, AuthenticatorAssuranceLevels, Session, User } from '@supabase/auth-js';
import { create } from 'zustand';

export interface Assurance {
  current: AuthenticatorAssuranceLevels | null;
  next: AuthenticatorAssuranceLevels | null;
}

/** A snapshot of what the auth client knows; the client itself stays the source of truth. */
export interface AuthState {
  /** True until the first session check (INITIAL_SESSION) has completed. Pages render a neutral state until then. */
  loading: boolean;
  session: Session | null;
  user: User | null;
  /** Assurance level of the session and the level its verified factors allow (aal2 when an authenticator is on). */
  assurance: Assurance | null;
  /** The person arrived through a password-recovery link and should choose a new password. */
  passwordRecovery: boolean;
  /** An error the auth service sent back in the URL (error_description), as detected by the client. */
  callbackError: string | null;
  lastEvent: AuthChangeEvent | null;
}

export const initialAuthState: AuthState = {
  loading: true,
  session: null,
  user: null,
  assurance: null,
  passwordRecovery: false,
  callbackError: null,
  lastEvent: null,
};

export const useAuthStore = create<AuthState>(() => initialAuthState);

/** The store after an auth event. `loading` is settled separately, once the assurance level is known. */
export function applyAuthEvent(state: AuthState, event: AuthChangeEvent, session: Session | null): AuthState {
  if (event === 'SIGNED_OUT' || !session) {
    return { ...state, session: null, user: null, assurance: null, passwordRecovery: false, lastEvent: event };
  }
  return {
    ...state,
    session,
    user: session.user,
    passwordRecovery: event === 'PASSWORD_RECOVERY' ? true : state.passwordRecovery,
    // A later successful sign-in makes an old error from the URL irrelevant.
    callbackError: event === 'SIGNED_IN' || event === 'PASSWORD_RECOVERY' ? null : state.callbackError,
    // A verified code makes the session AAL2 at once; pages need not wait for the level to be re-read.
    assurance: event === 'MFA_CHALLENGE_VERIFIED' ? { current: 'aal2', next: 'aal2' } : state.assurance,
    lastEvent: event,
  };
}

/** The session is signed in with a password only, but the account has an authenticator: ask for a code first. */
export function needsSecondFactor(state: Pick<AuthState, 'session' | 'assurance'>): boolean {
  return Boolean(state.session && state.assurance?.next === 'aal2' && state.assurance.current !== 'aal2');
}
