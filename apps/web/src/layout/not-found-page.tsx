import { ButtonLink, PageMeta } from '@huron/web/ui';

export function NotFoundPage() {
  return (
    <div className="not-found container">
      <PageMeta title="Page not found" description="The page you were looking for does not exist or has moved." path="/404" noindex />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p className="lead not-found__lead">
        The page you were looking for does not exist or has moved.
      </p>
      <ButtonLink to="/">Return to Home</ButtonLink>
    </div>
  );
}
