import { RichText, slot } from '@huron/web/ui';
import { m } from '@huron/shared/i18n';
import { displayName } from '@huron/web/data-access';
import type { Session } from '@supabase/auth-js';
import { Link } from 'react-router';
import { useMyProfile } from '../api/get-my-profile';

/** The name on the person's profile; the name in the session until the profile has arrived (they are the same at sign-up). */
export function SignedInAs({ session }: { session: Session }) {
  const profile = useMyProfile(session.user.id);
  const name = profile.data?.fullName?.trim() || displayName(session.user);
  return (
    <p className="account-page__who">
      <RichText text={m.dashboard_signed_in_as({ name: slot('name') })} slots={{ name: <strong>{name}</strong> }} />
      {session.user.email && name !== session.user.email && <span className="muted"> ({session.user.email})</span>} ·{' '}
      <Link to="/account">{m.signed_in_as_account_settings()}</Link>
    </p>
  );
}
