import type { RouteObject } from 'react-router';
import { featurePages } from '@huron/web/ui';

// Route objects and lazy imports only: this file is part of the shell's first-load script.
const pages = featurePages('feature-dashboard', import.meta.glob('./pages/*.tsx'));

/** The signed-in person's referral dashboard (noindex). */
export const dashboardRoutes: RouteObject[] = [{ path: 'dashboard', ...pages.route('dashboard', 'DashboardPage') }];
