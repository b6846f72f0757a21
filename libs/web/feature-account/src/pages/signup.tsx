import { MIN_PASSWORD_LENGTH } from '@huron/shared/contracts/auth';
import type { SignUpInput, signUpSchema } from '@huron/shared/contracts/auth';
import { currentLocale, localePrefix, m } from '@huron/shared/i18n';
import { useAuth } from '@huron/web/data-access';
import { FormField, FormSubmit, FormSuccess, ZodForm, useZodForm } from '@huron/web/forms';
import { PageMeta, RichText, slot } from '@huron/web/ui';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { DEFAULT_DESTINATION } from '../components/destination';
import { authMessageOf } from '../components/auth-error-words';

const loadSignUpSchema = (): Promise<typeof signUpSchema> => import('../components/auth-schemas').then((module) => module.signUpSchema);

export function SignupPage() {
  const { loading, session, getClient } = useAuth();
  const navigate = useNavigate();
  const form = useZodForm(loadSignUpSchema);
  const busy = form.getState().isSubmitting;
  /** Set when the service wants the address confirmed first: it returned the account but no session. */
  const [confirmTo, setConfirmTo] = useState<string | null>(null);

  async function signUp({ fullName, email, password }: SignUpInput) {
    const client = await getClient();
    const { data, error } = await client.signUp({
      email,
      password,
      // The page's language is the account's: its mails are written in it (changeable on /account).
      options: {
        data: { full_name: fullName, locale: currentLocale() },
        emailRedirectTo: `${window.location.origin}${localePrefix(currentLocale())}${DEFAULT_DESTINATION}`,
      },
    });
    if (error) throw new Error(await authMessageOf(error));
    if (data.session) navigate(DEFAULT_DESTINATION, { replace: true });
    else setConfirmTo(email);
  }

  return (
    <AuthLayout
      title={confirmTo ? m.signup_confirm_title() : m.signup_title()}
      lead={confirmTo ? undefined : m.signup_lead()}
      footer={
        <p>
          <RichText text={m.signup_have_account({ link: slot('link') })} slots={{ link: <Link to="/login">{m.signup_sign_in_link()}</Link> }} />
        </p>
      }
    >
      <PageMeta title={m.signup_meta_title()} description={m.signup_meta_description()} path="/signup" noindex />
      {!loading && session && !busy && !confirmTo && <Navigate to={DEFAULT_DESTINATION} replace />}
      {confirmTo ? (
        <FormSuccess>
          <p>
            <RichText text={m.signup_confirm_sent({ email: slot('email') })} slots={{ email: <strong>{confirmTo}</strong> }} />
          </p>
          <p>{m.signup_confirm_nothing()}</p>
        </FormSuccess>
      ) : (
        <ZodForm form={form} label={m.signup_form_label()} errorId="signup-error" onSubmit={signUp}>
          <FormField<SignUpInput> name="fullName" id="full-name" label={m.auth_field_full_name()} type="text" autoComplete="name" required />
          <FormField<SignUpInput> name="email" label={m.auth_field_email()} type="email" autoComplete="email" required />
          <FormField<SignUpInput>
            name="password"
            label={m.auth_field_password()}
            type="password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            required
            hint={m.form_hint_min_length({ min: MIN_PASSWORD_LENGTH })}
          />
          <FormSubmit label={m.signup_submit()} busyLabel={m.signup_submit_busy()} />
        </ZodForm>
      )}
    </AuthLayout>
  );
}
