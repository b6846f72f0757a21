import { useAuth } from '@huron/web/data-access';
import { PageMeta } from '@huron/web/ui';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { DEFAULT_DESTINATION } from '../components/destination';
import { AuthLayout, Field, FormError, FormSuccess, SubmitButton, messageOf } from '../components/form';
import { MIN_PASSWORD_LENGTH } from '../components/password-form';

export function SignupPage() {
  const { loading, session, getClient } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Set when the service wants the address confirmed first: it returned the account but no session. */
  const [confirmTo, setConfirmTo] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      const client = await getClient();
      const { data, error: signUpError } = await client.signUp({
        email,
        password: String(form.get('password') ?? ''),
        options: {
          data: { full_name: String(form.get('full-name') ?? '').trim() },
          emailRedirectTo: `${window.location.origin}${DEFAULT_DESTINATION}`,
        },
      });
      if (signUpError) throw signUpError;
      if (data.session) navigate(DEFAULT_DESTINATION, { replace: true });
      else {
        setConfirmTo(email);
        setBusy(false);
      }
    } catch (caught) {
      setError(messageOf(caught));
      setBusy(false);
    }
  }

  const errorId = error ? 'signup-error' : undefined;
  return (
    <AuthLayout
      title={confirmTo ? 'Check your inbox' : 'Create your account'}
      lead={confirmTo ? undefined : 'Sign up to refer friends and watch your referral rewards add up.'}
      footer={
        <p>
          Already have an account? <Link to="/login">Sign in</Link>
        </p>
      }
    >
      <PageMeta title="Sign up" description="Create an account to refer friends to the firm and follow your referral rewards." path="/signup" noindex />
      {!loading && session && !busy && !confirmTo && <Navigate to={DEFAULT_DESTINATION} replace />}
      {confirmTo ? (
        <FormSuccess>
          <p>
            We sent a confirmation link to <strong>{confirmTo}</strong>. Open it to activate your account; it signs you in and takes you to your
            dashboard.
          </p>
          <p>Nothing there after a few minutes? Check your spam folder, or sign up again with the right address.</p>
        </FormSuccess>
      ) : (
        <form className="form" method="post" onSubmit={submit} aria-label="Sign up">
          <Field id="full-name" label="Full name" type="text" autoComplete="name" required errorId={errorId} />
          <Field id="email" label="Email" type="email" autoComplete="email" required errorId={errorId} />
          <Field
            id="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            required
            hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
            errorId={errorId}
          />
          <SubmitButton label="Sign Up" busyLabel="Creating account..." busy={busy} />
          <FormError id="signup-error" message={error} />
        </form>
      )}
    </AuthLayout>
  );
}
