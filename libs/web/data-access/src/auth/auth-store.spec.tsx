import type { Session } from '@supabase/auth-js';
import { renderToString } from 'react-dom/server';
import { AuthProvider, useAuth } from './auth-provider';
import { applyAuthEvent, initialAuthState, needsSecondFactor } from './auth-store';

const session = (id = 'user-1') =>
  ({ access_token: 'a', refresh_token: 'r', expires_in: 3600, token_type: 'bearer', user: { id, email: 'p@example.com' } }) as unknown as Session;

describe('auth store', () => {
  it('starts loading and signed out, which is also what the prerendered HTML shows', () => {
    expect(initialAuthState).toMatchObject({ loading: true, session: null, user: null });
  });

  it('keeps the session and user of sign-in, refresh and update events', () => {
    for (const event of ['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED', 'MFA_CHALLENGE_VERIFIED'] as const) {
      const next = applyAuthEvent(initialAuthState, event, session());
      expect(next.session?.access_token).toBe('a');
      expect(next.user?.id).toBe('user-1');
      expect(next.lastEvent).toBe(event);
      expect(next.passwordRecovery).toBe(false);
    }
  });

  it('flags a password-recovery session until sign-out', () => {
    const recovering = applyAuthEvent(initialAuthState, 'PASSWORD_RECOVERY', session());
    expect(recovering.passwordRecovery).toBe(true);
    expect(applyAuthEvent(recovering, 'TOKEN_REFRESHED', session()).passwordRecovery).toBe(true);
    const signedOut = applyAuthEvent(recovering, 'SIGNED_OUT', null);
    expect(signedOut).toMatchObject({ session: null, user: null, assurance: null, passwordRecovery: false });
  });

  it('forgets an error from the URL once someone signs in, but not on the initial check', () => {
    const failed = { ...initialAuthState, callbackError: 'Email link is invalid or has expired' };
    expect(applyAuthEvent(failed, 'INITIAL_SESSION', null).callbackError).toBe('Email link is invalid or has expired');
    expect(applyAuthEvent(failed, 'SIGNED_IN', session()).callbackError).toBeNull();
  });

  it('treats an initial check without a session as signed out', () => {
    expect(applyAuthEvent(initialAuthState, 'INITIAL_SESSION', null)).toMatchObject({ session: null, user: null, lastEvent: 'INITIAL_SESSION' });
  });

  it('asks for a second factor only when a password session belongs to an account with an authenticator', () => {
    expect(needsSecondFactor({ session: session(), assurance: { current: 'aal1', next: 'aal2' } })).toBe(true);
    expect(needsSecondFactor({ session: session(), assurance: { current: 'aal2', next: 'aal2' } })).toBe(false);
    expect(needsSecondFactor({ session: session(), assurance: { current: 'aal1', next: 'aal1' } })).toBe(false);
    expect(needsSecondFactor({ session: null, assurance: { current: 'aal1', next: 'aal2' } })).toBe(false);
  });
});

describe('useAuth', () => {
  function Probe() {
    const { loading, session } = useAuth();
    return <p>{loading ? 'Loading...' : session ? 'signed in' : 'signed out'}</p>;
  }

  it('throws outside <AuthProvider>', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderToString(<Probe />)).toThrow('useAuth must be used inside <AuthProvider>');
  });

  it('renders the neutral loading state on the server, without creating an auth client', () => {
    expect(
      renderToString(
        <AuthProvider>
          <Probe />
        </AuthProvider>,
      ),
    ).toBe('<p>Loading...</p>');
  });
});

describe('getAuthClient', () => {
  it('refuses to create a client outside the browser (during prerender)', async () => {
    const { getAuthClient } = await import('./load-auth-client');
    await expect(getAuthClient()).rejects.toThrow('only in the browser');
  });
});

describe('MFA_CHALLENGE_VERIFIED', () => {
  it('raises the session to AAL2 at once, so guards do not send the person back for a code', () => {
    const passwordOnly = { ...applyAuthEvent(initialAuthState, 'SIGNED_IN', session()), assurance: { current: 'aal1', next: 'aal2' } };
    expect(needsSecondFactor(passwordOnly)).toBe(true);
    expect(needsSecondFactor(applyAuthEvent(passwordOnly, 'MFA_CHALLENGE_VERIFIED', session()))).toBe(false);
  });
});
