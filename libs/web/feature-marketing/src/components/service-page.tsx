import { irsResolution, site, telHref, type ServicePage } from '@huron/shared/content';
import { m } from '@huron/shared/i18n';
import { ButtonLink, Card, PageHeader, PageMeta, Section } from '@huron/web/ui';
import { useTaxDated } from '@huron/web/ui/tax-dates';
import { breadcrumbJsonLd, CallToAction, crumbs } from '@huron/web/ui/page-parts';
import { serviceJsonLd } from './structured-data-content';
import { IrsResolutionSection } from './irs-resolution-section';

const toneAt = (index: number) => (index % 2 === 0 ? 'muted' : 'plain');
const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Beside the first text section on wide screens: who to call and how to start, instead of an empty right half. */
function ContactPanel() {
  return (
    <section className="card service-aside" aria-labelledby="service-aside-title">
      <h2 id="service-aside-title">{m.service_aside_title()}</h2>
      <div className="stack">
        <ButtonLink to={telHref(site.supportPhone)}>{m.service_aside_call({ phone: site.supportPhone })}</ButtonLink>
        <ButtonLink to="/schedule" variant="secondary">
          {m.service_aside_schedule()}
        </ButtonLink>
      </div>
    </section>
  );
}

function TextSection({ heading, paragraphs, points, tone, aside }: ServicePage['sections'][number] & { tone: 'plain' | 'muted'; aside?: boolean }) {
  const id = `${slugify(heading)}-title`;
  const text = (
    <div className="text-section">
      <h2 id={id}>{heading}</h2>
      {paragraphs?.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {points && (
        <ul className="checks">
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
    </div>
  );
  return (
    <Section tone={tone} labelledBy={id}>
      {aside ? (
        <div className="service-columns">
          {text}
          <ContactPanel />
        </div>
      ) : (
        text
      )}
    </Section>
  );
}

/** Individual, business and advisory services share one layout, filled from libs/shared/content. */
export function ServicePageView({ page: source }: { page: ServicePage }) {
  const { content: page, mark } = useTaxDated(source);
  const path = `/${page.slug}`;
  const trail = crumbs({ label: page.title, path });
  const sections = page.sections.filter((s) => s.heading !== irsResolution.title);
  const withIrs = sections.length !== page.sections.length;
  return (
    <>
      <PageMeta title={page.title} description={page.description} path={path} jsonLd={[serviceJsonLd({ ...page, path }), breadcrumbJsonLd(trail)]} />
      {mark}
      <PageHeader title={page.title} lead={page.intro} breadcrumbs={trail}>
        <div className="cluster page-header__actions">
          <ButtonLink to="/submit-info" icon="upload">
            {m.service_page_get_started()}
          </ButtonLink>
          <ButtonLink to="/schedule" variant="secondary" icon="calendar">
            {m.service_page_schedule_an_appointment()}
          </ButtonLink>
        </div>
      </PageHeader>
      <Section labelledBy="offer-title">
        <h2 id="offer-title">{m.service_page_what_we_offer()}</h2>
        <ul className="grid grid--2 plain">
          {page.items.map((item) => (
            <Card as="li" key={item.title}>
              <h3>{item.title}</h3>
              <p className="muted">{item.description}</p>
            </Card>
          ))}
        </ul>
      </Section>
      {sections.map((section, index) => (
        <TextSection key={section.heading} {...section} tone={toneAt(index)} aside={index === 0} />
      ))}
      {withIrs && <IrsResolutionSection />}
      <Section tone={toneAt(sections.length + (withIrs ? 1 : 0))} labelledBy="faq-title">
        <div className="text-section">
          <h2 id="faq-title">{m.service_page_frequently_asked_questions()}</h2>
          <dl className="faq">
            {page.faqs.map((faq) => (
              <div key={faq.question}>
                <dt>{faq.question}</dt>
                <dd>{faq.answer}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>
      <CallToAction
        id="next-steps-title"
        heading={m.service_page_talk_to_a_preparer()}
        actions={
          <>
            <ButtonLink to="/contact">{m.service_page_contact_us()}</ButtonLink>
            <ButtonLink to={telHref(site.supportPhone)} variant="secondary" icon="phone">
              {m.service_page_call({ phone: site.supportPhone })}
            </ButtonLink>
          </>
        }
      >
        {m.service_page_tell_us_what_you_need()}
      </CallToAction>
    </>
  );
}
