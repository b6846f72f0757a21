import { m } from '@huron/shared/i18n';
import { useAuth } from '@huron/web/data-access';
import { useState, type FormEvent } from 'react';
import { Field, FormError, SubmitButton } from '@huron/web/forms';
import { authMessageOf } from './auth-error-words';

/** The 6-digit code from an authenticator app, which raises a password session to AAL2. */
export function SecondFactorForm({
  onVerified,
  intro = 'Open the authenticator app you set up for this account and enter the 6-digit code it shows.',
  allowSwitch = true,
}: {
  onVerified(): void;
  intro?: string;
  /** Offer to sign out and use another account (sign-in page only). */
  allowSwitch?: boolean;
}) {
  const { getClient } = useAuth();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('mfa-code') ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      const client = await getClient();
      const factors = await client.mfa.listFactors();
      if (factors.error) throw factors.error;
      const factor = factors.data.totp[0];
      if (!factor) throw new Error('No authenticator app is set up for this account.');
      const { error: verifyError } = await client.mfa.challengeAndVerify({ factorId: factor.id, code });
      if (verifyError) throw verifyError;
      onVerified();
    } catch (caught) {
      setError(await authMessageOf(caught));
      setBusy(false);
    }
  }

  async function switchAccount() {
    const client = await getClient();
    await client.signOut({ scope: 'local' });
  }

  return (
    <form className="form" method="post" onSubmit={submit} aria-labelledby="mfa-title">
      <h2 id="mfa-title" className="form__title">
        {m.second_factor_form_enter_your_authenticator_code()}
      </h2>
      <p>{intro}</p>
      <Field
        id="mfa-code"
        label={m.second_factor_form_6_digit_code()}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        autoFocus
        errorId={error ? 'mfa-error' : undefined}
      />
      <SubmitButton label={m.second_factor_form_verify()} busyLabel={m.common_verifying()} busy={busy} />
      <FormError id="mfa-error" message={error} />
      {allowSwitch && (
        <p className="form__aside">
          <button type="button" className="link-button" onClick={() => void switchAccount()}>
            {m.second_factor_form_sign_in_with_a_different()}
          </button>
        </p>
      )}
    </form>
  );
}
