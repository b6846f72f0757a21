import '@huron/web/ui/styles.css';
import { StrictMode, startTransition, useEffect, useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { startThemeSync } from '@huron/web/data-access';
import { loadPagesOf } from '@huron/web/ui';
import { AppProviders } from './app-providers';
import { AppRoutes, routes } from './routes';

declare global {
  interface Window {
    /** A button clicked before the app ran (set by the prerendered page's loader). */
    __clickBeforeHydration?: HTMLButtonElement;
    /** Set when hydration commits: React handles clicks from then on, so the loader stops keeping them. */
    __appHandlesClicks?: boolean;
  }
}

/**
 * Runs once the prerendered tree is hydrated. At the commit React's handlers are live, so the loader stops keeping
 * clicks (a click between the commit and the effects would otherwise be handled by React and then again here). After
 * it, the document is marked (`data-hydrated`, which browser tests wait on) and a button clicked before the commit
 * gets its click, now that it has a handler (hydration keeps the same elements).
 */
function Hydrated() {
  useLayoutEffect(() => {
    window.__appHandlesClicks = true;
  }, []);
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
  // The current URL's page first, so hydration renders the tree the prerenderer produced without suspending.
  await loadPagesOf(routes, window.location);
  // As a transition, hydration yields to the browser every few milliseconds instead of running as one long task; an
  // input meanwhile makes React hydrate the part it lands on first.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root') as HTMLElement,
      <StrictMode>
        <AppProviders>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
        <Hydrated />
      </StrictMode>,
    );
  });
}

void start();
