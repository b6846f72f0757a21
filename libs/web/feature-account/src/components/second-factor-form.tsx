import type { AuthenticatorCodeInput, authenticatorCodeSchema } from '@huron/shared/contracts/auth';
import { m } from '@huron/shared/i18n';
import { useAuth } from '@huron/web/data-access';
import { FormField, FormSubmit, ZodForm, useZodForm } from '@huron/web/forms';
import { authMessageOf } from './auth-error-words';

const loadCodeSchema = (): Promise<typeof authenticatorCodeSchema> => import('./auth-schemas').then((module) => module.authenticatorCodeSchema);

/** The 6-digit code from an authenticator app, which raises a password session to AAL2. */
export function SecondFactorForm({
  onVerified,
  intro,
  allowSwitch = true,
}: {
  onVerified(): void;
  /** What to do, above the field; by default, open the app and enter its code. */
  intro?: string;
  /** Offer to sign out and use another account (sign-in page only). */
  allowSwitch?: boolean;
}) {
  const { getClient } = useAuth();
  const form = useZodForm(loadCodeSchema);

  async function verify({ code }: AuthenticatorCodeInput) {
    const client = await getClient();
    const factors = await client.mfa.listFactors();
    if (factors.error) throw new Error(await authMessageOf(factors.error));
    const factor = factors.data.totp[0];
    if (!factor) throw new Error(m.second_factor_form_no_factor());
    const { error } = await client.mfa.challengeAndVerify({ factorId: factor.id, code });
    if (error) throw new Error(await authMessageOf(error));
    onVerified();
  }

  async function switchAccount() {
    const client = await getClient();
    await client.signOut({ scope: 'local' });
  }

  return (
    <ZodForm form={form} label={m.second_factor_form_enter_your_authenticator_code()} errorId="mfa-error" onSubmit={verify}>
      <h2 className="form__title">{m.second_factor_form_enter_your_authenticator_code()}</h2>
      <p>{intro ?? m.second_factor_form_intro()}</p>
      <FormField<AuthenticatorCodeInput>
        name="code"
        id="mfa-code"
        label={m.second_factor_form_6_digit_code()}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
      />
      <FormSubmit label={m.second_factor_form_verify()} busyLabel={m.second_factor_form_verifying()} />
      {allowSwitch && (
        <p className="form__aside">
          <button type="button" className="link-button" onClick={() => void switchAccount()}>
            {m.second_factor_form_sign_in_with_a_different()}
          </button>
        </p>
      )}
    </ZodForm>
  );
}
