import { m } from '@huron/shared/i18n';
import { useSignOut } from '@huron/web/data-access';

export function SignOutButton() {
  const { busy, signOut } = useSignOut();
  return (
    <button type="button" className="button button--secondary" onClick={() => void signOut()} disabled={busy}>
      {busy ? m.dashboard_signing_out() : m.dashboard_sign_out()}
    </button>
  );
}
