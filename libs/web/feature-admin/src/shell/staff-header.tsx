import { site } from '@huron/shared/content';
import { m } from '@huron/shared/i18n';
import { useAuth } from '@huron/web/data-access';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { GlobalSearch } from './global-search';

function SignOut() {
  const { getClient } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    const client = await getClient();
    // This browser only, as the client dashboard's sign-out: the library clears the session even if the call fails.
    await client.signOut({ scope: 'local' });
    navigate('/login', { replace: true });
  }
  return (
    <button type="button" className="button button--secondary admin-header__sign-out" onClick={() => void signOut()} disabled={busy}>
      {busy ? m.admin_shell_signing_out() : m.admin_shell_sign_out()}
    </button>
  );
}

/**
 * The back office's compact header: the firm (home of the back office), and for a staff member the menu button (narrow
 * screens), the global search, who is signed in and sign out. The prerendered HTML has the firm only.
 */
export function StaffHeader({ email, menuOpen, onMenu }: { email: string | null; menuOpen: boolean; onMenu(): void }) {
  return (
    <header className="admin-header">
      <Link to="/admin" className="admin-header__firm">
        {m.admin_shell_home({ firm: site.brand })}
      </Link>
      {email !== null && (
        <>
          <button type="button" className="button button--secondary admin-header__menu" aria-expanded={menuOpen} aria-controls="admin-sidebar" onClick={onMenu}>
            {m.admin_shell_menu()}
          </button>
          <GlobalSearch />
          <p className="admin-header__who">{m.admin_signed_in_as({ email })}</p>
          <SignOut />
        </>
      )}
    </header>
  );
}
