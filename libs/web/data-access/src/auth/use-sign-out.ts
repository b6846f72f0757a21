import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from './auth-provider';

/**
 * Signing out of this browser only (other devices stay signed in), then on to /login. The library clears the
 * session even if the call fails. `busy` is true from the press until the page changes.
 */
export function useSignOut(): { busy: boolean; signOut(): Promise<void> } {
  const { getClient } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    const client = await getClient();
    await client.signOut({ scope: 'local' });
    await navigate('/login', { replace: true });
  }
  return { busy, signOut };
}
