import { m } from '@huron/shared/i18n';
import { ButtonLink, PageMeta } from '@huron/web/ui';

export function NotFoundPage() {
  return (
    <div className="not-found container">
      <PageMeta title={m.not_found_page_page_not_found()} description={m.not_found_page_the_page_you_were_looking()} path="/404" noindex />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{m.not_found_page_page_not_found()}</h1>
      <p className="lead not-found__lead">{m.not_found_page_the_page_you_were_looking()}</p>
      <ButtonLink to="/">{m.not_found_page_return_to_home()}</ButtonLink>
    </div>
  );
}
