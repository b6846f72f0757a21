import { useAuth } from '@huron/web/data-access';
import { Icon } from '@huron/web/ui';
import { Link } from 'react-router';

/**
 * 'Sign in', or 'Dashboard' once the first session check finds a signed-in person. The prerendered HTML and the
 * hydration render show 'Sign in'. An icon button of fixed size (the header has no room for another text button),
 * so the switch after the session check moves nothing.
 */
export function AccountLink() {
  const { loading, session } = useAuth();
  const signedIn = !loading && session !== null;
  const label = signedIn ? 'Dashboard' : 'Sign in';
  return (
    <Link to={signedIn ? '/dashboard' : '/login'} className="icon-button account-link" aria-label={label} title={label} data-signed-in={signedIn}>
      <Icon name="user" />
    </Link>
  );
}
