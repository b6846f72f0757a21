import type { RouteObject } from 'react-router';
import { ANY_SEGMENT, featurePages } from '@huron/web/ui';
import { KIND_SLUGS, SCREEN_SLUGS } from './kinds/slugs';

// Route objects and lazy imports only: this file is part of the shell's first-load script. The back office's styles
// are imported by its pages, so they stay out of the stylesheet every public page inlines.
const pages = featurePages('feature-admin', import.meta.glob('./pages/*.tsx'));

/**
 * The back office (staff only, noindex). Every screen prerenders as the session check's "Loading..." under its title:
 * /admin, /admin/closures, each list, and one record screen per list that the server answers for any record id.
 * Lists and records are read in the browser with the staff member's token.
 */
export const adminRoutes: RouteObject[] = [
  { path: 'admin', ...pages.route('admin', 'AdminOverviewPage', { signedInOnly: true }) },
  { path: 'admin/closures', ...pages.route('admin-closures', 'AdminClosuresPage', { signedInOnly: true }) },
  { path: 'admin/course-sessions', ...pages.route('admin-course-sessions', 'AdminCourseSessionsPage', { signedInOnly: true }) },
  { path: 'admin/job-postings', ...pages.route('admin-job-postings', 'AdminJobPostingsPage', { signedInOnly: true }) },
  { path: 'admin/hours', ...pages.route('admin-office-hours', 'AdminOfficeHoursPage', { signedInOnly: true }) },
  { path: 'admin/:kind', ...pages.route('admin-list', 'AdminListPage', { signedInOnly: true, prerender: { kind: [...KIND_SLUGS, ...SCREEN_SLUGS] } }) },
  { path: 'admin/:kind/:id', ...pages.route('admin-detail', 'AdminDetailPage', { signedInOnly: true, prerender: { kind: KIND_SLUGS, id: ANY_SEGMENT } }) },
];
