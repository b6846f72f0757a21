import { toast, useAuth } from '@huron/web/data-access';
import { ButtonLink, PageMeta } from '@huron/web/ui';
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
        <p className="alert__title">This password reset link can't be used.</p>
        {detail && <p>{authCallbackText(detail)}</p>}
      </div>
      <p>
        Reset links work once and expire after a short while. If you already used this one, or it is old, ask for a new link and open it from
        the newest email.
      </p>
      <ButtonLink to="/forgot-password">Request a new link</ButtonLink>
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
        Loading...
      </p>
    );
  } else if (callbackError || !session) {
    body = <LinkProblem detail={callbackError} />;
  } else if (needsSecondFactor) {
    // The account has an authenticator app: the service changes its password only in an AAL2 session.
    body = (
      <SecondFactorForm
        allowSwitch={false}
        intro="This account is protected by an authenticator app. Enter the 6-digit code it shows, then choose your new password."
        onVerified={() => undefined}
      />
    );
  } else {
    body = (
      <>
        <p>
          {passwordRecovery ? 'Your reset link worked. ' : ''}Choose a new password for <strong>{session.user.email}</strong>.
        </p>
        <PasswordForm idPrefix="reset" submitLabel="Set New Password" onDone={done} />
      </>
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      footer={
        <p>
          <Link to="/login">Back to sign in</Link>
        </p>
      }
    >
      <PageMeta title="Reset password" description="Choose a new password for your account." path="/reset-password" noindex />
      {body}
    </AuthLayout>
  );
}
