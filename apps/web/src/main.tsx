import '@huron/web/ui/styles.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { startThemeSync } from '@huron/web/data-access';
import { AppProviders } from './app-providers';
import { routes } from './routes';

/** Load the lazy page of the current URL first, so hydration sees the same tree the prerenderer produced. */
async function resolveLazyMatches(tree: RouteObject[]): Promise<void> {
  const matches = matchRoutes(tree, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  startThemeSync();
  await resolveLazyMatches(routes);
  const router = createBrowserRouter(routes);
  hydrateRoot(
    document.getElementById('root') as HTMLElement,
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
