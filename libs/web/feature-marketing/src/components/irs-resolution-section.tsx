import { m } from '@huron/shared/i18n';
import { irsResolution } from '@huron/shared/content';
import { ButtonLink, Card, Section } from '@huron/web/ui';

/** The fourth service: a section on the individual and business pages (the spec gives it no route of its own). */
export function IrsResolutionSection() {
  return (
    <Section tone="muted" id="irs-problem-resolution" labelledBy="irs-problem-resolution-title">
      <div className="section__intro">
        <p className="eyebrow">{m.irs_resolution_section_tax_problems()}</p>
        <h2 id="irs-problem-resolution-title">{irsResolution.title}</h2>
        <p>{irsResolution.intro}</p>
      </div>
      <ul className="grid grid--2 plain">
        {irsResolution.items.map((item) => (
          <Card as="li" key={item.title}>
            <h3>{item.title}</h3>
            <p className="muted">{item.description}</p>
          </Card>
        ))}
      </ul>
      <div className="cluster section__actions">
        <ButtonLink to="/contact" icon="shield">
          {m.irs_resolution_section_get_help_with_an_irs()}
        </ButtonLink>
        <ButtonLink to="/schedule" variant="secondary">
          {m.irs_resolution_section_book_a_consultation()}
        </ButtonLink>
      </div>
    </Section>
  );
}
