import { m } from '@huron/shared/i18n';
import { irsResolution } from '@huron/shared/content';
import { ButtonLink, Card } from '@huron/web/ui';
import { IntroSection } from './intro-section';

/** The fourth service: a section on the individual and business pages (the spec gives it no route of its own). */
export function IrsResolutionSection() {
  return (
    <IntroSection
      tone="muted"
      id="irs-problem-resolution"
      titleId="irs-problem-resolution-title"
      eyebrow={m.irs_resolution_section_tax_problems()}
      title={irsResolution.title}
      intro={irsResolution.intro}
    >
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
    </IntroSection>
  );
}
