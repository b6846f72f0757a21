import { useAuth } from '@huron/web/data-access';
import { useState, type FormEvent } from 'react';
import { Field, FormError, SubmitButton, messageOf } from './form';

export const MIN_PASSWORD_LENGTH = 6;

/**
 * Sets a new password for the signed-in person. When the service wants the change confirmed
 * (`reauthentication_needed`), it asks for the code the service emails (GET /reauthenticate) and sends it as the nonce.
 */
export function PasswordForm({ idPrefix, submitLabel, onDone }: { idPrefix: string; submitLabel: string; onDone(): void }) {
  const { getClient, user } = useAuth();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [needsNonce, setNeedsNonce] = useState(false);
  const id = (name: string) => `${idPrefix}-${name}`;
  const errorId = error ? id('error') : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const password = String(form.get(id('password')) ?? '');
    if (password !== form.get(id('confirm'))) {
      setError('The two passwords do not match.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const client = await getClient();
      const nonce = needsNonce ? String(form.get(id('nonce')) ?? '').trim() : undefined;
      const { error: updateError } = await client.updateUser(nonce ? { password, nonce } : { password });
      if (updateError?.code === 'reauthentication_needed' && !needsNonce) {
        const { error: reauthError } = await client.reauthenticate();
        if (reauthError) throw reauthError;
        setNeedsNonce(true);
        setBusy(false);
        return;
      }
      if (updateError) throw updateError;
      formElement.reset();
      setNeedsNonce(false);
      setBusy(false);
      onDone();
    } catch (caught) {
      setError(messageOf(caught));
      setBusy(false);
    }
  }

  return (
    <form className="form" method="post" onSubmit={submit} aria-label={submitLabel}>
      <Field
        id={id('password')}
        label="New password"
        type="password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        required
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        errorId={errorId}
      />
      <Field id={id('confirm')} label="Confirm new password" type="password" autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} required errorId={errorId} />
      {needsNonce && (
        <>
          <p className="alert alert--info" role="status">
            To confirm it's you, we've emailed a verification code to {user?.email ?? 'your address'}. Enter it below.
          </p>
          <Field id={id('nonce')} label="Verification code" inputMode="numeric" autoComplete="one-time-code" required autoFocus errorId={errorId} />
        </>
      )}
      <SubmitButton label={submitLabel} busyLabel="Saving..." busy={busy} />
      <FormError id={id('error')} message={error} />
    </form>
  );
}
