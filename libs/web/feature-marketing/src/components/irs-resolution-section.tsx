import { irsResolution } from '@huron/shared/content';
import { ButtonLink, Card, Section } from '@huron/web/ui';

/** The fourth service: a section on the individual and business pages (the spec gives it no route of its own). */
export function IrsResolutionSection() {
  return (
    <Section tone="muted" id="irs-problem-resolution" labelledBy="irs-problem-resolution-title">
      <div className="section__intro">
        <p className="eyebrow">Tax problems</p>
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
          Get help with an IRS notice
        </ButtonLink>
        <ButtonLink to="/schedule" variant="secondary">
          Book a consultation
        </ButtonLink>
      </div>
    </Section>
  );
}
