import { site } from '@huron/shared/content';
import { formatDate, m } from '@huron/shared/i18n';
import { ConfirmDialog } from '@huron/web/ui/dialog';
import { useAuth } from '@huron/web/data-access';
import { queryClient } from '@huron/web/data-access/api';
import type { Factor } from '@supabase/auth-js';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError, messageOf } from '@huron/web/forms';
import { TotpEnrolment, type Enrolment } from './totp-enrolment';
import { authMessageOf } from './auth-error-words';

const FRIENDLY_NAME = 'Authenticator app';

/** Lists the account's authenticator apps and adds or removes one (TOTP through the client's mfa API). */
export function AuthenticatorApp({ userId }: { userId: string }) {
  const { getClient } = useAuth();
  const queryKey = ['auth', 'factors', userId];
  const factors = useQuery(
    {
      queryKey,
      queryFn: async (): Promise<Factor[]> => {
        const { data, error } = await (await getClient()).mfa.listFactors();
        if (error) throw new Error(await authMessageOf(error));
        return data.all;
      },
    },
    queryClient,
  );
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [confirmRemove, setConfirmRemove] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const run = async (work: () => Promise<string | null>) => {
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      setStatus(await work());
    } catch (caught) {
      setError(await authMessageOf(caught));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey });
    }
  };

  const start = () =>
    run(async () => {
      const client = await getClient();
      // An earlier set-up that was never confirmed would block a new one with the same name.
      for (const stale of (factors.data ?? []).filter((f) => f.status !== 'verified')) await client.mfa.unenroll({ factorId: stale.id });
      const { data, error: enrollError } = await client.mfa.enroll({ factorType: 'totp', friendlyName: FRIENDLY_NAME, issuer: site.brand });
      if (enrollError) throw enrollError;
      setEnrolment({ factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret });
      return null;
    });

  const cancel = () =>
    run(async () => {
      if (enrolment) await (await getClient()).mfa.unenroll({ factorId: enrolment.factorId });
      setEnrolment(null);
      return null;
    });

  const remove = (factorId: string) =>
    run(async () => {
      const client = await getClient();
      const { error: unenrollError } = await client.mfa.unenroll({ factorId });
      if (unenrollError) throw unenrollError;
      setConfirmRemove(null);
      await client.refreshSession(); // the session's copy of the account still lists the removed app
      return 'Authenticator app removed. Signing in now needs only your password.';
    });

  const verified = (factors.data ?? []).filter((f) => f.status === 'verified' && f.factor_type === 'totp');

  return (
    <section className="card account-section" aria-labelledby="mfa-section-title">
      <h2 id="mfa-section-title">{m.authenticator_app_authenticator_app()}</h2>
      <p>{m.authenticator_app_add_a_second_step_to()}</p>
      {factors.isPending && <p role="status">{m.loading()}</p>}
      {factors.isError && <p className="form-error">{messageOf(factors.error)}</p>}
      {verified.length > 0 && (
        <ul className="factor-list" aria-label={m.authenticator_app_your_authenticator_apps()}>
          {verified.map((factor) => (
            <li key={factor.id} className="factor-list__item">
              <span>
                <strong>{factor.friendly_name || FRIENDLY_NAME}</strong>
                <span className="muted"> · {m.authenticator_app_added({ date: formatDate(factor.created_at, 'medium') })}</span>
              </span>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => setConfirmRemove(factor.id)}
                aria-label={m.authenticator_app_remove_named({ name: factor.friendly_name || FRIENDLY_NAME })}
              >
                {m.authenticator_app_remove()}
              </button>
            </li>
          ))}
        </ul>
      )}
      {enrolment ? (
        <TotpEnrolment
          enrolment={enrolment}
          onCancel={() => void cancel()}
          onVerified={() => {
            setEnrolment(null);
            setStatus("Authenticator app turned on. We'll ask for a code each time you sign in.");
            void queryClient.invalidateQueries({ queryKey });
          }}
        />
      ) : (
        factors.isSuccess &&
        verified.length === 0 && (
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void start()}>
            {busy ? m.authenticator_app_starting() : m.authenticator_app_set_up()}
          </button>
        )
      )}
      {status && (
        <p className="alert alert--success account-section__status" role="status">
          {status}
        </p>
      )}
      <FormError id="mfa-section-error" message={error} />
      <ConfirmDialog
        open={confirmRemove !== null}
        title={m.account_factor_remove_title()}
        confirmLabel={m.account_factor_remove_yes()}
        busyLabel={m.account_factor_remove_busy()}
        cancelLabel={m.account_factor_remove_keep()}
        busy={busy}
        onConfirm={() => {
          if (confirmRemove) void remove(confirmRemove).then(() => setConfirmRemove(null));
        }}
        onClose={() => setConfirmRemove(null)}
      >
        <p>{m.account_factor_remove_text()}</p>
      </ConfirmDialog>
    </section>
  );
}
