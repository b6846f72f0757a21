import { Link } from 'react-router';
import { articleList, knowledgeBaseCards } from '@huron/shared/content';
import { ButtonLink, Card, PageHeader, PageMeta, Section } from '@huron/web/ui';
import { useTaxDated } from '@huron/web/ui/tax-dates';
import { breadcrumbJsonLd, CallToAction, crumbs } from '@huron/web/ui/page-parts';
import { articlePath } from '../components/structured-data-content';

const trail = crumbs({ label: 'Knowledge Base', path: '/knowledge-base' });
const titleOf = (slug: string) => articleList.find((a) => a.slug === slug)?.title;

export function KnowledgeBasePage() {
  const { content: cards, mark } = useTaxDated(knowledgeBaseCards);
  return (
    <>
      <PageMeta
        title="Tax Knowledge Base"
        description="Quick answers for 2025 returns: filing deadlines, common deductions, documents to bring, planning tips, Michigan tax, business essentials and more."
        path="/knowledge-base"
        jsonLd={[breadcrumbJsonLd(trail)]}
      />
      <PageHeader
        title="Tax Knowledge Base"
        breadcrumbs={trail}
        lead="The essentials in one place, for the 2025 tax year unless stated. Each card links to a fuller article."
      />
      <Section labelledBy="topics-title">
        <h2 id="topics-title" className="visually-hidden">
          Topics
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
                    Read: {related}
                  </Link>
                )}
              </Card>
            );
          })}
        </ul>
      </Section>
      <CallToAction
        id="kb-help-title"
        heading="Need an answer for your situation?"
        actions={
          <>
            <ButtonLink to="/contact">Contact Us</ButtonLink>
            <ButtonLink to="/schedule" variant="secondary" icon="calendar">
              Schedule an Appointment
            </ButtonLink>
          </>
        }
      >
        These cards cover the general rules. A preparer can tell you how they apply to you.
      </CallToAction>
    </>
  );
}
