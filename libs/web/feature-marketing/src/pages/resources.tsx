import { Link } from 'react-router';
import { articleList } from '@huron/shared/content';
import { PageHeader, PageMeta } from '@huron/web/ui';
import { breadcrumbJsonLd, crumbs } from '@huron/web/ui/page-parts';
import { articleListJsonLd, articlePath } from '../components/structured-data-content';
import { ContactSupportBox, TaxUpdatesBox } from '../components/resources-boxes';

const trail = crumbs({ label: 'Resources', path: '/resources' });

export function ResourcesPage() {
  return (
    <>
      <PageMeta
        title="Tax Resources and Articles"
        description="Plain-English tax articles for 2025 returns: W-4s, parents, students, the self-employed, crypto, immigrants, homeowners, Michigan tax and year-end planning."
        path="/resources"
        jsonLd={[articleListJsonLd(articleList), breadcrumbJsonLd(trail)]}
      />
      <PageHeader
        title="Tax Resources"
        breadcrumbs={trail}
        lead="Practical guides written by our preparers for the 2025 tax year, filed in 2026. They explain the rules in plain English; for advice on your own situation, talk to us."
      />
      <div className="container resources-layout">
        {/* First in the page order, so a phone reaches it before the article list; beside the list on wide screens. */}
        <div className="stack resources-layout__aside">
          <TaxUpdatesBox />
          <ContactSupportBox />
        </div>
        <section aria-labelledby="articles-title">
          <h2 id="articles-title">Articles</h2>
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
