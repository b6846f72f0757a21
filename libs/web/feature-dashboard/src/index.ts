import './styles.css';
import type { RouteObject } from 'react-router';
import { featurePages } from '@huron/web/ui';

// Route objects and lazy imports only: this file is part of the shell's first-load script.
const pages = featurePages('feature-dashboard', import.meta.glob('./pages/*.tsx'));

/** The signed-in person's referral dashboard (noindex) and the refer-a-friend form. */
export const dashboardRoutes: RouteObject[] = [
  { path: 'dashboard', ...pages.route('dashboard', 'DashboardPage', { signedInOnly: true }) },
  { path: 'send-a-friend', ...pages.route('send-a-friend', 'SendAFriendPage') },
];
