import { m } from '@huron/shared/i18n';
import { useAuth } from '@huron/web/data-access';
import { FormError, useHydrated } from '@huron/web/forms';
import { ButtonLink, PageMeta } from '@huron/web/ui';
import type { EmailOtpType } from '@supabase/auth-js';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { sameSitePath } from '../components/destination';
import { authMessageOf } from '../components/auth-error-words';

type LinkType = Extract<EmailOtpType, 'signup' | 'magiclink' | 'recovery' | 'email_change' | 'invite' | 'email'>;

interface Action {
  title: string;
  button: string;
  busy: string;
  fallback: string;
  retry: { label: string; to: string };
}

/** What a link's page says and where it goes: title, button, busy text, the default next page, what to do on failure. */
function action(title: string, button: string, busy: string, fallback: string, retry = { label: m.confirm_sign_in(), to: '/login' }): Action {
  return { title, button, busy, fallback, retry };
}

const confirmEmail = action(m.confirm_confirm_your_email(), m.confirm_confirm_my_email(), m.confirm_confirming(), '/dashboard');

const ACTIONS: Record<LinkType, Action> = {
  signup: confirmEmail,
  email: confirmEmail,
  invite: action(m.confirm_accept_your_invitation(), m.confirm_continue(), m.confirm_continuing(), '/reset-password'),
  magiclink: action(m.confirm_sign_in(), m.confirm_sign_in_button(), m.confirm_signing_in(), '/dashboard'),
  recovery: action(m.confirm_reset_your_password(), m.confirm_continue_to_reset_password(), m.confirm_checking_link(), '/reset-password', {
    label: m.confirm_request_a_new_link(),
    to: '/forgot-password',
  }),
  email_change: action(m.confirm_confirm_your_new_email(), m.confirm_confirm_new_email(), m.confirm_confirming(), '/account', {
    label: m.confirm_account_settings(),
    to: '/account',
  }),
};

/** A same-site place to go next, as a router path; anything else falls back. */
/**
 * Where emailed links land (/auth/confirm?token_hash=...&type=...&redirect_to=...). The token is spent only when the
 * person presses the button, so mail scanners that open links cannot use it up or sign themselves in.
 */
function ConfirmLink() {
  const { getClient } = useAuth();
  const navigate = useNavigate();
  const params = new URLSearchParams(window.location.search);
  const tokenHash = params.get('token_hash');
  const type = params.get('type') as LinkType | null;
  const action = type && type in ACTIONS ? ACTIONS[type] : null;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!tokenHash || !action || !type) {
    return (
      <div className="alert alert--error" role="alert">
        <p>{m.confirm_this_link_is_incomplete_open()}</p>
      </div>
    );
  }

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const client = await getClient();
      const { error: verifyError } = await client.verifyOtp({ token_hash: tokenHash!, type: type! });
      if (verifyError) throw verifyError;
      navigate(sameSitePath(params.get('redirect_to'), window.location.origin, action!.fallback), { replace: true });
    } catch (caught) {
      setError(await authMessageOf(caught));
      setBusy(false);
    }
  }

  return (
    <div className="stack">
      <h2 className="form__title">{action.title}</h2>
      {error ? (
        <>
          <FormError id="confirm-error" message={m.confirm_link_refused({ reason: error })} />
          <p>{m.confirm_links_from_our_emails_work()}</p>
          <ButtonLink to={action.retry.to}>{action.retry.label}</ButtonLink>
        </>
      ) : (
        <button type="button" className="button button--primary form__submit" onClick={() => void confirm()} disabled={busy}>
          {busy ? action.busy : action.button}
        </button>
      )}
    </div>
  );
}

export function ConfirmPage() {
  const hydrated = useHydrated();
  return (
    <AuthLayout title={m.confirm_one_more_step()} lead={m.confirm_you_followed_a_link_from()}>
      <PageMeta title={m.confirm_confirm()} description={m.confirm_finish_what_you_started_from()} path="/auth/confirm" noindex />
      {hydrated ? (
        <ConfirmLink />
      ) : (
        <p className="account-loading" role="status">
          {m.loading()}
        </p>
      )}
    </AuthLayout>
  );
}
