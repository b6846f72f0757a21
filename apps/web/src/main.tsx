import '@huron/web/ui/styles.css';
import { StrictMode, startTransition, useEffect } from 'react';
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

declare global {
  interface Window {
    /** A button clicked before the app ran (set by the prerendered page's loader). */
    __clickBeforeHydration?: HTMLButtonElement;
  }
}

/**
 * Runs once the prerendered tree is hydrated: marks the document (`data-hydrated`, which browser tests wait on) and
 * gives a button clicked before then its click, now that it has a handler (hydration keeps the same elements).
 */
function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = '';
    const button = window.__clickBeforeHydration;
    delete window.__clickBeforeHydration;
    if (button?.isConnected) button.click();
  }, []);
  return null;
}

async function start(): Promise<void> {
  startThemeSync();
  await resolveLazyMatches(routes);
  const router = createBrowserRouter(routes);
  // As a transition, hydration yields to the browser every few milliseconds instead of running as one long task; an
  // input meanwhile makes React hydrate the part it lands on first.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root') as HTMLElement,
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
        <Hydrated />
      </StrictMode>,
    );
  });
}

void start();
