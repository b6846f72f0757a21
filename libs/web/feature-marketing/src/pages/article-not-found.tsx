import { useLocation } from 'react-router';
import { ButtonLink, PageMeta } from '@huron/web/ui';

/** /tax-tip/{unknown slug}: served with HTTP 404. */
export function ArticleNotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="not-found container">
      <PageMeta title="Article Not Found" description="The requested article could not be found." path={pathname} noindex />
      <h1>Article Not Found</h1>
      <p className="lead not-found__lead">The requested article could not be found.</p>
      <div className="cluster not-found__actions">
        <ButtonLink to="/resources" icon="arrowLeft">
          Back to Resources
        </ButtonLink>
        <ButtonLink to="/" variant="secondary">
          Return to Home
        </ButtonLink>
      </div>
    </div>
  );
}
