import { m } from '@huron/shared/i18n';
import type { ReactNode } from 'react';
import { Section, type Crumb } from '../layout/layout';

/** Home > ... > the page itself. */
export function crumbs(...items: Crumb[]): Crumb[] {
  return [{ label: m.page_parts_home(), path: '/' }, ...items];
}

/**
 * The closing band of a page: a heading, a sentence and the next steps, on a light band set off from the navy
 * footer (one rule on every page). `anchor` makes the section a link target (e.g. #register).
 */
export function CallToAction({
  id,
  heading,
  children,
  actions,
  anchor,
}: {
  id: string;
  heading: string;
  children: ReactNode;
  actions: ReactNode;
  anchor?: string;
}) {
  return (
    <Section tone="closing" labelledBy={id} id={anchor}>
      <div className="closing">
        <h2 id={id}>{heading}</h2>
        <p className="lead">{children}</p>
        <div className="cluster">{actions}</div>
      </div>
    </Section>
  );
}
