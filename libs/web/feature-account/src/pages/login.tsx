import { useAuth } from '@huron/web/data-access';
import { PageMeta } from '@huron/web/ui';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useDestination } from '../components/destination';
import { AuthLayout, Field, FormError, SubmitButton, messageOf } from '../components/form';
import { SecondFactorForm } from '../components/second-factor-form';

export function LoginPage() {
  const { loading, session, needsSecondFactor, callbackError, getClient } = useAuth();
  const navigate = useNavigate();
  const destination = useDestination();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [askForCode, setAskForCode] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const client = await getClient();
      const { error: signInError } = await client.signInWithPassword({
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
      });
      if (signInError) throw signInError;
      const { data: assurance } = await client.mfa.getAuthenticatorAssuranceLevel();
      if (assurance?.nextLevel === 'aal2' && assurance.currentLevel !== 'aal2') {
        setAskForCode(true);
        setBusy(false);
      } else {
        navigate(destination, { replace: true });
      }
    } catch (caught) {
      setError(messageOf(caught));
      setBusy(false);
    }
  }

  const showCode = Boolean(session) && (askForCode || needsSecondFactor);
  const alreadySignedIn = !loading && session && !showCode && !busy && !callbackError;
  const message = error ?? callbackError;

  return (
    <AuthLayout
      title="Sign in"
      lead="Sign in to follow your referrals and manage your account."
      footer={
        <p>
          Don't have an account? <Link to="/signup">Sign up</Link>
        </p>
      }
    >
      <PageMeta title="Sign in" description="Sign in to your account to follow your referrals and manage your settings." path="/login" noindex />
      {alreadySignedIn && <Navigate to={destination} replace />}
      {showCode ? (
        <SecondFactorForm onVerified={() => navigate(destination, { replace: true })} />
      ) : (
        <form className="form" method="post" onSubmit={submit} aria-label="Sign in">
          <Field id="email" label="Email" type="email" autoComplete="email" required errorId={message ? 'login-error' : undefined} />
          <Field id="password" label="Password" type="password" autoComplete="current-password" required errorId={message ? 'login-error' : undefined} />
          <p className="form__aside form__aside--end">
            <Link to="/forgot-password">Forgot password?</Link>
          </p>
          <SubmitButton label="Sign In" busyLabel="Signing in..." busy={busy} />
          <FormError id="login-error" message={message} />
        </form>
      )}
    </AuthLayout>
  );
}
