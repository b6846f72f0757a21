import { m } from '@huron/shared/i18n';
import { useLocation } from 'react-router';
import { ButtonLink, PageMeta } from '@huron/web/ui';

/** /tax-tip/{unknown slug}: served with HTTP 404. */
export function ArticleNotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="not-found container">
      <PageMeta title={m.article_not_found_article_not_found()} description={m.article_not_found_the_requested_article_could_not()} path={pathname} noindex />
      <h1>{m.article_not_found_article_not_found()}</h1>
      <p className="lead not-found__lead">{m.article_not_found_the_requested_article_could_not()}</p>
      <div className="cluster not-found__actions">
        <ButtonLink to="/resources" icon="arrowLeft">
          {m.article_not_found_back_to_resources()}
        </ButtonLink>
        <ButtonLink to="/" variant="secondary">
          {m.article_not_found_return_to_home()}
        </ButtonLink>
      </div>
    </div>
  );
}
