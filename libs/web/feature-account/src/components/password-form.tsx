import { AUTH_ISSUE, MIN_PASSWORD_LENGTH } from '@huron/shared/contracts/auth';
import type { NewPasswordInput, newPasswordSchema } from '@huron/shared/contracts/auth';
import { m } from '@huron/shared/i18n';
import { useAuth } from '@huron/web/data-access';
import { FormField, FormSubmit, ZodForm, useZodForm } from '@huron/web/forms';
import { useState } from 'react';
import { authMessageOf } from './auth-error-words';

const loadNewPasswordSchema = (): Promise<typeof newPasswordSchema> => import('./auth-schemas').then((module) => module.newPasswordSchema);

const reasons = { [AUTH_ISSUE.passwordsDiffer]: m.form_error_passwords_differ };

/**
 * Sets a new password for the signed-in person. When the service wants the change confirmed
 * (`reauthentication_needed`), it asks for the code the service emails (GET /reauthenticate) and sends it as the nonce.
 */
export function PasswordForm({ idPrefix, submitLabel, onDone }: { idPrefix: string; submitLabel: string; onDone(): void }) {
  const { getClient, user } = useAuth();
  const form = useZodForm(loadNewPasswordSchema, { reasons });
  const [needsNonce, setNeedsNonce] = useState(false);
  const id = (name: string) => `${idPrefix}-${name}`;

  async function save({ password, nonce }: NewPasswordInput) {
    const client = await getClient();
    const { error } = await client.updateUser(nonce ? { password, nonce } : { password });
    if (error?.code === 'reauthentication_needed' && !needsNonce) {
      const { error: reauthError } = await client.reauthenticate();
      if (reauthError) throw new Error(await authMessageOf(reauthError));
      setNeedsNonce(true);
      return;
    }
    if (error) throw new Error(await authMessageOf(error));
    form.reset();
    setNeedsNonce(false);
    onDone();
  }

  return (
    <ZodForm form={form} label={submitLabel} errorId={id('error')} onSubmit={save}>
      <FormField<NewPasswordInput>
        name="password"
        id={id('password')}
        label={m.auth_field_new_password()}
        type="password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        required
        hint={m.form_hint_min_length({ min: MIN_PASSWORD_LENGTH })}
      />
      <FormField<NewPasswordInput>
        name="confirm"
        id={id('confirm')}
        label={m.auth_field_confirm_password()}
        type="password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        required
      />
      {needsNonce && (
        <>
          <p className="alert alert--info" role="status">
            {m.password_code_sent({ email: user?.email ?? m.password_code_sent_fallback_address() })}
          </p>
          <FormField<NewPasswordInput>
            name="nonce"
            id={id('nonce')}
            label={m.auth_field_verification_code()}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            autoFocus
          />
        </>
      )}
      <FormSubmit label={submitLabel} busyLabel={m.password_submit_busy()} />
    </ZodForm>
  );
}
