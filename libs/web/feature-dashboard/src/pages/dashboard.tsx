import { displayName, RequireSession, useAuth } from '@huron/web/data-access';
import type { Session } from '@supabase/auth-js';
import { ButtonLink, PageMeta } from '@huron/web/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMyProfile } from '../api/get-my-profile';

function SignOutButton() {
  const { getClient } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    const client = await getClient();
    // This browser only: other devices stay signed in. The library clears the session even if the call fails.
    await client.signOut({ scope: 'local' });
    navigate('/login', { replace: true });
  }
  return (
    <button type="button" className="button button--secondary" onClick={() => void signOut()} disabled={busy}>
      {busy ? 'Signing out...' : 'Sign Out'}
    </button>
  );
}

/** The name on the person's profile; the name in the session until the profile has arrived (they are the same at sign-up). */
function SignedInAs({ session }: { session: Session }) {
  const profile = useMyProfile(session.user.id);
  const name = profile.data?.fullName?.trim() || displayName(session.user);
  return (
    <p className="account-page__who">
      Signed in as <strong>{name}</strong>
      {session.user.email && name !== session.user.email && <span className="muted"> ({session.user.email})</span>}
    </p>
  );
}

export function DashboardPage() {
  return (
    <div className="account-page">
      <PageMeta title="Referral Dashboard" description="Your referrals, their status and what you have earned." path="/dashboard" noindex />
      <div className="container">
        <h1>Referral Dashboard</h1>
        <RequireSession>
          {(session) => (
            <>
              <div className="account-page__bar">
                <SignedInAs session={session} />
                <div className="cluster">
                  <ButtonLink to="/send-a-friend" icon="gift">
                    New Referral
                  </ButtonLink>
                  <SignOutButton />
                </div>
              </div>
              <section className="card account-section" aria-labelledby="referrals-title">
                <h2 id="referrals-title">Your referrals</h2>
                <p>
                  Refer a friend with <strong>New Referral</strong>. Your referral summary and history will appear here as your friends become
                  clients.
                </p>
                <p>
                  <Link to="/account">Account settings</Link>: change your password or add an authenticator app.
                </p>
              </section>
            </>
          )}
        </RequireSession>
      </div>
    </div>
  );
}
