import type { Article } from '@huron/shared/content';
import { ButtonLink, PageHeader, PageMeta, RichText, slot } from '@huron/web/ui';
import { useTaxDated } from '@huron/web/ui/tax-dates';
import { formatDate, m } from '@huron/shared/i18n';
import { breadcrumbJsonLd, CallToAction, crumbs } from '@huron/web/ui/page-parts';
import { articleJsonLd, articlePath } from '../components/structured-data-content';
import { Prose } from '../components/prose';

const WORDS_PER_MINUTE = 220;

/** /tax-tip/{slug}. The route passes the article, loaded with the page as its own chunk. */
export function ArticlePage({ article: source }: { article: Article }) {
  const { content: article, mark } = useTaxDated(source);
  const path = articlePath(article.slug);
  const trail = crumbs({ label: m.article_resources(), path: '/resources' }, { label: article.title, path });
  return (
    <>
      <PageMeta
        title={article.title}
        description={article.description}
        path={path}
        type="article"
        image="article"
        jsonLd={[articleJsonLd(article), breadcrumbJsonLd(trail)]}
      />
      <PageHeader title={article.title} eyebrow={article.category} lead={article.summary} breadcrumbs={trail} narrow>
        <p className="article-meta">
          <RichText text={m.article_updated({ date: slot('date') })} slots={{ date: <time dateTime={article.updated}>{formatDate(article.updated)}</time> }} />
          <span aria-hidden="true"> · </span>
          <span>{m.article_minutes_read({ minutes: Math.max(1, Math.round(article.words / WORDS_PER_MINUTE)) })}</span>
        </p>
        <ButtonLink to="/resources" variant="secondary" icon="arrowLeft">
          {m.article_back_to_resources()}
        </ButtonLink>
      </PageHeader>
      <div className="container container--narrow article-body">
        <Prose html={article.html} />
        {mark}
      </div>
      <CallToAction
        id="article-help-title"
        heading={m.article_questions_about_your_own_return()}
        actions={
          <>
            <ButtonLink to="/contact">{m.article_contact_us()}</ButtonLink>
            <ButtonLink to="/schedule" variant="secondary" icon="calendar">
              {m.article_schedule_consultation()}
            </ButtonLink>
          </>
        }
      >
        {m.article_this_article_is_general_information()}
      </CallToAction>
    </>
  );
}
