import type { ReactNode } from 'react';
import { Section, type Crumb } from '../layout/layout';

export const HOME_CRUMB: Crumb = { label: 'Home', path: '/' };

/** Home > ... > the page itself. */
export function crumbs(...items: Crumb[]): Crumb[] {
  return [HOME_CRUMB, ...items];
}

/** The closing band of a page: a heading, a sentence and the next steps. */
/** The closing band of a page. `anchor` makes the section a link target (e.g. #register). */
export function CallToAction({ id, heading, children, actions, anchor }: { id: string; heading: string; children: ReactNode; actions: ReactNode; anchor?: string }) {
  return (
    <Section tone="brand" labelledBy={id} id={anchor}>
      <div className="closing">
        <h2 id={id}>{heading}</h2>
        <p className="lead">{children}</p>
        <div className="cluster">{actions}</div>
      </div>
    </Section>
  );
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2026-01-09' -> 'January 9, 2026', the same on the server and in every browser time zone. */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}

export function formatDollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
