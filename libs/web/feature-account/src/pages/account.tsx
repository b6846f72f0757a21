import { displayName, RequireSession } from '@huron/web/data-access';
import { PageMeta } from '@huron/web/ui';
import { m } from '@huron/shared/i18n';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthenticatorApp } from '../components/authenticator-app';
import { toLocalPath } from '../components/destination';
import { MailLanguageForm } from '../components/mail-language-form';
import { PasswordForm } from '../components/password-form';

function ChangePassword() {
  const [changed, setChanged] = useState(false);
  return (
    <section className="card account-section" aria-labelledby="password-section-title">
      <h2 id="password-section-title">{m.account_change_password()}</h2>
      <PasswordForm idPrefix="change" submitLabel={m.account_change_password_submit()} onDone={() => setChanged(true)} />
      {changed && (
        <p className="alert alert--success account-section__status" role="status">
          {m.account_your_password_has_been_changed()}
        </p>
      )}
    </section>
  );
}

/**
 * `?next=/admin/...`: where to go back to once the authenticator app is set up or verified (the back office sends
 * staff here when the API asks for AAL2). Read after hydration, so the prerendered page and the first render agree.
 */
function useNext(): string | null {
  const [params] = useSearchParams();
  const [next, setNext] = useState<string | null>(null);
  const wanted = params.get('next');
  useEffect(() => setNext(wanted ? toLocalPath(wanted) : null), [wanted]);
  return next;
}

export function AccountPage() {
  const next = useNext();
  return (
    <div className="account-page">
      <PageMeta title={m.account_account_settings()} description={m.account_change_your_password_and_manage()} path="/account" noindex />
      <div className="container container--narrow">
        <p className="account-page__back">
          {next ? <Link to={next}>{m.account_continue_next()}</Link> : <Link to="/dashboard">{m.account_back_to_dashboard()}</Link>}
        </p>
        {next && (
          <p className="alert" role="status">
            {m.account_next_needs_factor()}
          </p>
        )}
        <h1>{m.account_account_settings()}</h1>
        <RequireSession>
          {(session) => (
            <div className="stack account-page__sections">
              <section className="card account-section" aria-labelledby="details-title">
                <h2 id="details-title">{m.account_your_details()}</h2>
                <dl className="details-list">
                  <dt>{m.account_name()}</dt>
                  <dd>{displayName(session.user)}</dd>
                  <dt>{m.error_label_email()}</dt>
                  <dd>{session.user.email}</dd>
                </dl>
              </section>
              <ChangePassword />
              <MailLanguageForm />
              <AuthenticatorApp userId={session.user.id} />
            </div>
          )}
        </RequireSession>
      </div>
    </div>
  );
}
