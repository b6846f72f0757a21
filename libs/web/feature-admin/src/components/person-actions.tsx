import { formatNumber, m } from '@huron/shared/i18n';
import { toast } from '@huron/web/data-access';
import { ApiError } from '@huron/web/data-access/api';
import { useState } from 'react';
import { useGrantStaff } from '../api/grant-staff';
import { useRemoveStaff } from '../api/remove-staff';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import type { PersonDetail } from '../api/get-person';
import type { ActionsProps } from '../kinds/kind';
import { useSignedInProfile } from '../api/get-my-profile';
import { codeOf } from './api-failure';

/** Why the API refused a role change, in words (409s: one's own role, the last staff member). */
function refusal(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) {
    const code = codeOf(error);
    if (code === 'own_staff_role') return m.admin_person_refused_self();
    if (code === 'last_staff_member') return m.admin_person_refused_last();
    return error.message;
  }
  return error instanceof Error && error.message ? error.message : m.admin_load_failed();
}

export function PersonActions({ record, onSaved }: ActionsProps<PersonDetail>) {
  const me = useSignedInProfile();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const grantStaff = useGrantStaff();
  const removeStaff = useRemoveStaff();
  const signOutEverywhere = useSignOutEverywhere();
  async function act(change: () => Promise<unknown>, done: (result: unknown) => string) {
    setBusy(true);
    setError(null);
    try {
      toast.success(done(await change()));
      onSaved();
    } catch (caught) {
      setError(refusal(caught));
    } finally {
      setBusy(false);
    }
  }
  /** One change of the account: busy while it runs, then the toast or the refusal. */
  const actionButton = (label: string, change: () => Promise<unknown>, done: (result: unknown) => string) => (
    <button type="button" className="button button--secondary" disabled={busy} onClick={() => void act(change, done)}>
      {label}
    </button>
  );
  const self = me?.id === record.id;
  return (
    <section className="card account-section" aria-labelledby="person-actions-title">
      <h2 id="person-actions-title">{m.admin_person_actions()}</h2>
      <div className="cluster">
        {record.staff
          ? actionButton(
              m.admin_person_remove_staff(),
              () => removeStaff.mutateAsync(record.id),
              () => m.admin_person_removed(),
            )
          : actionButton(
              m.admin_person_grant_staff(),
              () => grantStaff.mutateAsync(record.id),
              () => m.admin_person_granted(),
            )}
        {actionButton(
          m.admin_person_sign_out(),
          () => signOutEverywhere.mutateAsync(record.id),
          (result) => m.admin_person_signed_out({ count: formatNumber((result as { sessionsEnded: number }).sessionsEnded) }),
        )}
      </div>
      {self && record.staff && <p className="muted">{m.admin_person_self_note()}</p>}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

export default PersonActions;
