import { m } from '@huron/shared/i18n';
import { useAuth } from '@huron/web/data-access';
import { useState } from 'react';
import { useNavigate } from 'react-router';

export function SignOutButton() {
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
      {busy ? m.dashboard_signing_out() : m.dashboard_sign_out()}
    </button>
  );
}
