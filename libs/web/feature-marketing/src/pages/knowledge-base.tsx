import { m } from '@huron/shared/i18n';
import { Link } from 'react-router';
import { articleList, knowledgeBaseCards } from '@huron/shared/content';
import { ButtonLink, Card, PageHeader, PageMeta, Section } from '@huron/web/ui';
import { useTaxDated } from '@huron/web/ui/tax-dates';
import { breadcrumbJsonLd, CallToAction, crumbs } from '@huron/web/ui/page-parts';
import { articlePath } from '../components/structured-data-content';

const trail = crumbs({ label: m.knowledge_base_knowledge_base(), path: '/knowledge-base' });
const titleOf = (slug: string) => articleList.find((a) => a.slug === slug)?.title;

export function KnowledgeBasePage() {
  const { content: cards, mark } = useTaxDated(knowledgeBaseCards);
  return (
    <>
      <PageMeta
        title={m.knowledge_base_tax_knowledge_base()}
        description={m.knowledge_base_quick_answers_for_2025_returns()}
        path="/knowledge-base"
        jsonLd={[breadcrumbJsonLd(trail)]}
      />
      <PageHeader title={m.knowledge_base_tax_knowledge_base()} breadcrumbs={trail} lead={m.knowledge_base_the_essentials_in_one_place()} />
      <Section labelledBy="topics-title">
        <h2 id="topics-title" className="visually-hidden">
          {m.knowledge_base_topics()}
        </h2>
        {mark}
        <ul className="grid grid--2 plain">
          {cards.map((card) => {
            const related = card.relatedArticle && titleOf(card.relatedArticle);
            return (
              <Card as="li" key={card.id} className="kb-card">
                <h3 id={card.id}>{card.title}</h3>
                <p className="muted">{card.intro}</p>
                <ul className="checks">
                  {card.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
                {related && (
                  <Link className="card__link" to={articlePath(card.relatedArticle!)}>
                    {m.knowledge_base_read({ title: related })}
                  </Link>
                )}
              </Card>
            );
          })}
        </ul>
      </Section>
      <CallToAction
        id="kb-help-title"
        heading={m.knowledge_base_need_an_answer_for_your()}
        actions={
          <>
            <ButtonLink to="/contact">{m.knowledge_base_contact_us()}</ButtonLink>
            <ButtonLink to="/schedule" variant="secondary" icon="calendar">
              {m.knowledge_base_schedule_an_appointment()}
            </ButtonLink>
          </>
        }
      >
        {m.knowledge_base_these_cards_cover_the_general()}
      </CallToAction>
    </>
  );
}
