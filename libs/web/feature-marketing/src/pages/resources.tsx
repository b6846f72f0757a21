import { m } from '@huron/shared/i18n';
import { Link } from 'react-router';
import { articleList } from '@huron/shared/content';
import { PageHeader, PageMeta } from '@huron/web/ui';
import { breadcrumbJsonLd, crumbs } from '@huron/web/ui/page-parts';
import { articleListJsonLd, articlePath } from '../components/structured-data-content';
import { ContactSupportBox, TaxUpdatesBox } from '../components/resources-boxes';

const trail = crumbs({ label: m.resources_resources(), path: '/resources' });

export function ResourcesPage() {
  return (
    <>
      <PageMeta
        title={m.resources_tax_resources_and_articles()}
        description={m.resources_plain_english_tax_articles_for()}
        path="/resources"
        jsonLd={[articleListJsonLd(articleList), breadcrumbJsonLd(trail)]}
      />
      <PageHeader title={m.resources_tax_resources()} breadcrumbs={trail} lead={m.resources_practical_guides_written_by_our()} />
      <div className="container resources-layout">
        {/* First in the page order, so a phone reaches it before the article list; beside the list on wide screens. */}
        <div className="stack resources-layout__aside">
          <TaxUpdatesBox />
          <ContactSupportBox />
        </div>
        <section aria-labelledby="articles-title">
          <h2 id="articles-title">{m.resources_articles()}</h2>
          <ul className="grid grid--2 plain">
            {articleList.map((article) => (
              <li key={article.slug} className="card article-card">
                {/* The title's link covers the whole card (see .article-card in pages.css): one target, one name. */}
                <p className="eyebrow">{article.category}</p>
                <h3>
                  <Link to={articlePath(article.slug)}>{article.title}</Link>
                </h3>
                <p className="muted">{article.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
