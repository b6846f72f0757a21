import { Section } from '@huron/web/ui';
import type { ReactNode } from 'react';

/** A marketing section that opens with an eyebrow, its heading (which labels it) and, if given, an intro paragraph. */
export function IntroSection({
  titleId,
  eyebrow,
  title,
  intro,
  tone,
  id,
  children,
}: {
  titleId: string;
  eyebrow: string;
  title: string;
  intro?: string;
  tone?: 'plain' | 'muted';
  id?: string;
  children: ReactNode;
}) {
  return (
    <Section tone={tone} id={id} labelledBy={titleId}>
      <div className="section__intro">
        <p className="eyebrow">{eyebrow}</p>
        <h2 id={titleId}>{title}</h2>
        {intro && <p>{intro}</p>}
      </div>
      {children}
    </Section>
  );
}
