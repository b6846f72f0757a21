import { RESET_PASSWORD_PATH, useAuth } from '@huron/web/data-access';
import { PageMeta } from '@huron/web/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AuthLayout, Field, FormError, FormSuccess, SubmitButton, messageOf } from '../components/form';

export function ForgotPasswordPage() {
  const { getClient } = useAuth();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      const client = await getClient();
      const { error: recoverError } = await client.resetPasswordForEmail(email, { redirectTo: `${window.location.origin}${RESET_PASSWORD_PATH}` });
      // The service answers the same whether or not the address has an account; only trouble such as a rate
      // limit (which says nothing about the address) comes back as an error.
      if (recoverError) throw recoverError;
      setSentTo(email);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      title={sentTo ? 'Check your inbox' : 'Reset your password'}
      lead={sentTo ? undefined : "Enter the email you signed up with and we'll send you a link to choose a new password."}
      footer={
        <p>
          Remembered it? <Link to="/login">Back to sign in</Link>
        </p>
      }
    >
      <PageMeta title="Forgot password" description="Request a link to choose a new password for your account." path="/forgot-password" noindex />
      {sentTo ? (
        <FormSuccess>
          <p>
            If an account exists for <strong>{sentTo}</strong>, we've sent it an email with a link to choose a new password. The link works once
            and expires after a short while.
          </p>
          <p>
            Nothing there after a few minutes? Check your spam folder, or{' '}
            <button type="button" className="link-button" onClick={() => setSentTo(null)}>
              send another link
            </button>
            .
          </p>
        </FormSuccess>
      ) : (
        <form className="form" method="post" onSubmit={submit} aria-label="Reset your password">
          <Field id="email" label="Email" type="email" autoComplete="email" required errorId={error ? 'forgot-error' : undefined} />
          <SubmitButton label="Send Reset Link" busyLabel="Sending..." busy={busy} />
          <FormError id="forgot-error" message={error} />
        </form>
      )}
    </AuthLayout>
  );
}
