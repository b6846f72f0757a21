import type { ReactNode } from 'react';
import { PageHeader, type Crumb } from '../layout/layout';

export interface FormPageProps {
  title: string;
  /** Home > ... > this page. Every form page has a trail, so the heading sits at the same height on each. */
  breadcrumbs: Crumb[];
  lead?: ReactNode;
  /** Reading width (one column: a wizard, a single form) or the full width (a form beside other content). */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/**
 * The one template of a page whose main job is a form (contact, booking, submit-info, referrals, payment): the page
 * header and the body share one container, so the heading lines up with the content under it and sits the same
 * distance below the site header on every form page.
 */
export function FormPage({ title, breadcrumbs, lead, width = 'narrow', children }: FormPageProps) {
  const container = width === 'narrow' ? 'container container--narrow' : 'container';
  return (
    <>
      <PageHeader title={title} breadcrumbs={breadcrumbs} lead={lead} narrow={width === 'narrow'} />
      {/* A div, not a section: the body is the page's main content, and a complementary part (e.g. payment notes)
          inside a section would no longer be a top-level landmark. */}
      <div className="section form-page">
        <div className={container}>{children}</div>
      </div>
    </>
  );
}
