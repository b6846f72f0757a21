import { m } from '@huron/shared/i18n';
import type { LegalPage } from '@huron/shared/content';
import { PageHeader, PageMeta, RichText, slot } from '@huron/web/ui';
import { breadcrumbJsonLd, crumbs } from '@huron/web/ui/page-parts';
import { Prose } from './prose';

/** /terms and /privacy: the legal text rendered at build time, with an "On this page" list. */
export function LegalPageView({ page, description }: { page: LegalPage; description: string }) {
  const path = `/${page.slug}`;
  const trail = crumbs({ label: page.title, path });
  return (
    <>
      <PageMeta title={page.title} description={description} path={path} jsonLd={[breadcrumbJsonLd(trail)]} />
      <PageHeader title={page.title} breadcrumbs={trail} narrow>
        <p className="article-meta">
          <RichText
            text={m.legal_page_last_updated({ date: slot('date') })}
            slots={{ date: <time dateTime={page.lastUpdated}>{page.lastUpdatedLabel}</time> }}
          />
        </p>
      </PageHeader>
      <div className="container container--narrow article-body">
        <nav className="toc" aria-labelledby="toc-title">
          <h2 id="toc-title">{m.legal_page_on_this_page()}</h2>
          <ul>
            {page.headings.map((h) => (
              <li key={h.id}>
                <a href={`#${h.id}`}>{h.text}</a>
              </li>
            ))}
          </ul>
        </nav>
        <Prose html={page.html} />
      </div>
    </>
  );
}
