import type { PasswordRecoveryInput, passwordRecoverySchema } from '@huron/shared/contracts/auth';
import { currentLocale, localePrefix, m } from '@huron/shared/i18n';
import { RESET_PASSWORD_PATH, useAuth } from '@huron/web/data-access';
import { FormField, FormSubmit, FormSuccess, ZodForm, useZodForm } from '@huron/web/forms';
import { PageMeta, RichText, slot } from '@huron/web/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { authMessageOf } from '../components/auth-error-words';

const loadPasswordRecoverySchema = (): Promise<typeof passwordRecoverySchema> =>
  import('../components/auth-schemas').then((module) => module.passwordRecoverySchema);

export function ForgotPasswordPage() {
  const { getClient } = useAuth();
  const form = useZodForm(loadPasswordRecoverySchema);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function requestLink({ email }: PasswordRecoveryInput) {
    const client = await getClient();
    const { error } = await client.resetPasswordForEmail(email, {
      redirectTo: `${window.location.origin}${localePrefix(currentLocale())}${RESET_PASSWORD_PATH}`,
    });
    // The service answers the same whether or not the address has an account; only trouble such as a rate
    // limit (which says nothing about the address) comes back as an error.
    if (error) throw new Error(await authMessageOf(error));
    setSentTo(email);
  }

  return (
    <AuthLayout
      title={sentTo ? m.forgot_sent_title() : m.forgot_title()}
      lead={sentTo ? undefined : m.forgot_lead()}
      footer={
        <p>
          <RichText text={m.forgot_remembered({ link: slot('link') })} slots={{ link: <Link to="/login">{m.forgot_back_link()}</Link> }} />
        </p>
      }
    >
      <PageMeta title={m.forgot_meta_title()} description={m.forgot_meta_description()} path="/forgot-password" noindex />
      {sentTo ? (
        <FormSuccess>
          <p>
            <RichText text={m.forgot_sent({ email: slot('email') })} slots={{ email: <strong>{sentTo}</strong> }} />
          </p>
          <p>
            <RichText
              text={m.forgot_nothing({ resend: slot('resend') })}
              slots={{
                resend: (
                  <button type="button" className="link-button" onClick={() => setSentTo(null)}>
                    {m.forgot_send_another()}
                  </button>
                ),
              }}
            />
          </p>
        </FormSuccess>
      ) : (
        <ZodForm form={form} label={m.forgot_form_label()} errorId="forgot-error" onSubmit={requestLink}>
          <FormField<PasswordRecoveryInput> name="email" label={m.auth_field_email()} type="email" autoComplete="email" required />
          <FormSubmit label={m.forgot_submit()} busyLabel={m.forgot_submit_busy()} />
        </ZodForm>
      )}
    </AuthLayout>
  );
}
