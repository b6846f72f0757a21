import { useRoutes, type RouteObject } from 'react-router';
import { adminRoutes } from '@huron/web/feature-admin';
import { accountRoutes } from '@huron/web/feature-account';
import { bookingRoutes } from '@huron/web/feature-booking';
import { careersRoutes } from '@huron/web/feature-careers';
import { contactRoutes } from '@huron/web/feature-contact';
import { dashboardRoutes } from '@huron/web/feature-dashboard';
import { marketingRoutes } from '@huron/web/feature-marketing';
import { paymentsRoutes } from '@huron/web/feature-payments';
import { portalRoutes } from '@huron/web/feature-portal';
import { submitInfoRoutes } from '@huron/web/feature-submit-info';
import { taxSchoolRoutes } from '@huron/web/feature-tax-school';
import type { RouteHandle } from '@huron/web/ui';
import { NotFoundPage } from './layout/not-found-page';
import { RootLayout } from './layout/root-layout';

export type { RouteHandle };

/** The shell composes the routes each feature library exports (each page its own lazy chunk) under the layout. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      ...marketingRoutes,
      ...careersRoutes,
      ...submitInfoRoutes,
      ...bookingRoutes,
      ...contactRoutes,
      ...taxSchoolRoutes,
      ...paymentsRoutes,
      ...accountRoutes,
      ...dashboardRoutes,
      ...portalRoutes,
      ...adminRoutes,
      { path: '*', Component: NotFoundPage, handle: { status: 404 } satisfies RouteHandle },
    ],
  },
];

/** The page tree of the current location (inside BrowserRouter in the browser, StaticRouter when prerendering). */
export const AppRoutes = () => useRoutes(routes);
