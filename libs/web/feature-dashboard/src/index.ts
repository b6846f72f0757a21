import './styles.css';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { featurePages } from '@huron/web/ui';

// Route objects and lazy imports only: this file is part of the shell's first-load script.
const pages = featurePages('feature-dashboard', import.meta.glob('./pages/*.tsx'));

/** The signed-in person's referral dashboard (noindex) and the refer-a-friend form. */
export const dashboardRoutes: RouteObject[] = [
  { path: 'dashboard', ...pages.route('dashboard', 'DashboardPage', { signedInOnly: true }) },
  { path: 'send-a-friend', ...pages.route('send-a-friend', 'SendAFriendPage') },
];

/** The address parameter a share link (/r/{code}) lands with: `/?welcome={code}`. */
export const REFERRAL_WELCOME_PARAM = 'welcome';

/** The share link's welcome, loaded only when an address carries the parameter. */
export const ReferralWelcome = lazy(() => import('./welcome/referral-welcome'));
