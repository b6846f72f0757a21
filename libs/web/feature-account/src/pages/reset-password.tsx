import { m } from '@huron/shared/i18n';
import { toast, useAuth } from '@huron/web/data-access';
import { ButtonLink, PageMeta, RichText, slot } from '@huron/web/ui';
import { Link, useNavigate } from 'react-router';
import { DEFAULT_DESTINATION } from '../components/destination';
import { authCallbackText } from '../components/auth-error-words';
import { AuthLayout } from '../components/auth-layout';
import { PasswordForm } from '../components/password-form';
import { SecondFactorForm } from '../components/second-factor-form';

function LinkProblem({ detail }: { detail: string | null }) {
  return (
    <div className="stack">
      <div className="alert alert--error" role="alert">
        <p className="alert__title">{m.reset_password_this_password_reset_link_can()}</p>
        {detail && <p>{authCallbackText(detail)}</p>}
      </div>
      <p>{m.reset_password_reset_links_work_once_and()}</p>
      <ButtonLink to="/forgot-password">{m.reset_password_request_a_new_link()}</ButtonLink>
    </div>
  );
}

export function ResetPasswordPage() {
  const { loading, session, callbackError, passwordRecovery, needsSecondFactor } = useAuth();
  const navigate = useNavigate();
  const done = () => {
    toast.success('Your password has been changed.');
    navigate(DEFAULT_DESTINATION, { replace: true });
  };

  let body;
  if (loading) {
    body = (
      <p className="account-loading" role="status">
        {m.loading()}
      </p>
    );
  } else if (callbackError || !session) {
    body = <LinkProblem detail={callbackError} />;
  } else if (needsSecondFactor) {
    // The account has an authenticator app: the service changes its password only in an AAL2 session.
    body = <SecondFactorForm allowSwitch={false} intro={m.reset_password_this_account_is_protected_by()} onVerified={() => undefined} />;
  } else {
    body = (
      <>
        <p>
          <RichText
            text={(passwordRecovery ? m.reset_password_link_worked : m.reset_password_choose_for)({ email: slot('email') })}
            slots={{ email: <strong>{session.user.email}</strong> }}
          />
        </p>
        <PasswordForm idPrefix="reset" submitLabel={m.reset_password_set_new_password()} onDone={done} />
      </>
    );
  }

  return (
    <AuthLayout
      title={m.reset_password_choose_a_new_password()}
      footer={
        <p>
          <Link to="/login">{m.reset_password_back_to_sign_in()}</Link>
        </p>
      }
    >
      <PageMeta title={m.reset_password_reset_password()} description={m.reset_password_choose_a_new_password_for()} path="/reset-password" noindex />
      {body}
    </AuthLayout>
  );
}
