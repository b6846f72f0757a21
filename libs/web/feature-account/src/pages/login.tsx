import type { SignInInput, signInSchema } from '@huron/shared/contracts/auth';
import { m } from '@huron/shared/i18n';
import { useAuth } from '@huron/web/data-access';
import { FormField, FormSubmit, ZodForm, useZodForm } from '@huron/web/forms';
import { PageMeta, RichText, slot } from '@huron/web/ui';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { useDestination } from '../components/destination';
import { SecondFactorForm } from '../components/second-factor-form';
import { authCallbackText, authMessageOf } from '../components/auth-error-words';

const loadSignInSchema = (): Promise<typeof signInSchema> => import('../components/auth-schemas').then((module) => module.signInSchema);

export function LoginPage() {
  const { loading, session, needsSecondFactor, callbackError, getClient } = useAuth();
  const navigate = useNavigate();
  const destination = useDestination();
  const form = useZodForm(loadSignInSchema);
  const busy = form.getState().isSubmitting;
  const [askForCode, setAskForCode] = useState(false);

  async function signIn({ email, password }: SignInInput) {
    const client = await getClient();
    const { data, error } = await client.signInWithPassword({ email, password });
    if (error) throw new Error(await authMessageOf(error));
    const { data: assurance } = await client.mfa.getAuthenticatorAssuranceLevel();
    if (assurance?.nextLevel === 'aal2' && assurance.currentLevel !== 'aal2') setAskForCode(true);
    else navigate(destination(data.user), { replace: true });
  }

  const showCode = Boolean(session) && (askForCode || needsSecondFactor);
  const alreadySignedIn = !loading && session && !showCode && !busy && !callbackError;

  return (
    <AuthLayout
      title={m.login_title()}
      lead={m.login_lead()}
      footer={
        <p>
          <RichText text={m.login_no_account({ link: slot('link') })} slots={{ link: <Link to="/signup">{m.login_sign_up_link()}</Link> }} />
        </p>
      }
    >
      <PageMeta title={m.login_meta_title()} description={m.login_meta_description()} path="/login" noindex />
      {alreadySignedIn && <Navigate to={destination(session.user)} replace />}
      {showCode ? (
        <SecondFactorForm onVerified={() => navigate(destination(session?.user), { replace: true })} />
      ) : (
        <ZodForm form={form} label={m.login_form_label()} errorId="login-error" error={callbackError && authCallbackText(callbackError)} onSubmit={signIn}>
          <FormField<SignInInput> name="email" label={m.auth_field_email()} type="email" autoComplete="email" required />
          <FormField<SignInInput> name="password" label={m.auth_field_password()} type="password" autoComplete="current-password" required />
          <p className="form__aside form__aside--end">
            <Link to="/forgot-password">{m.login_forgot_link()}</Link>
          </p>
          <FormSubmit label={m.login_submit()} busyLabel={m.login_submit_busy()} />
        </ZodForm>
      )}
    </AuthLayout>
  );
}
