import './styles.css';
import type { RouteObject } from 'react-router';
import { featurePages } from '@huron/web/ui';

// Route objects and lazy imports only: this file is part of the shell's first-load script.
const pages = featurePages('feature-admin', import.meta.glob('./pages/*.tsx'));

/**
 * The back office (staff only, noindex). /admin and /admin/closures prerender as the session check's "Loading...";
 * lists and records are read in the browser with the staff member's token.
 */
export const adminRoutes: RouteObject[] = [
  { path: 'admin', ...pages.route('admin', 'AdminOverviewPage', { signedInOnly: true }) },
  { path: 'admin/closures', ...pages.route('admin-closures', 'AdminClosuresPage', { signedInOnly: true }) },
  { path: 'admin/:kind', ...pages.route('admin-list', 'AdminListPage', { signedInOnly: true }) },
  { path: 'admin/:kind/:id', ...pages.route('admin-detail', 'AdminDetailPage', { signedInOnly: true }) },
];
