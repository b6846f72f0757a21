import { m } from '@huron/shared/i18n';
import { RequireSession } from '@huron/web/data-access';
import type { Session } from '@supabase/auth-js';
import type { ReactNode } from 'react';
import { useMyProfile } from '../api/get-my-profile';
import { ApiFailure, Loading } from './api-failure';

export const STAFF_ROLE = 'staff';

function StaffOnly({ session, children }: { session: Session; children: ReactNode }) {
  const profile = useMyProfile(session.user.id);
  const isStaff = profile.data?.roles.includes(STAFF_ROLE) ?? false;
  if (profile.isError) return <ApiFailure error={profile.error} retry={() => void profile.refetch()} />;
  if (!profile.data) return <Loading />;
  if (!isStaff) {
    return (
      <div className="alert alert--error" role="alert">
        <p>{m.admin_refused()}</p>
      </div>
    );
  }
  return children;
}

/**
 * Staff only: signed-out visitors go to /login (and come back), anyone without the staff role sees a plain refusal.
 * The prerendered HTML is the session check's "Loading...": no staff data is ever in it.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  return <RequireSession>{(session) => <StaffOnly session={session}>{children}</StaffOnly>}</RequireSession>;
}
