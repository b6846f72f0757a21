import '@huron/web/ui/styles.css';
import { StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { currentLocale, localePrefix } from '@huron/shared/i18n';
import { startThemeSync } from '@huron/web/data-access';
import { loadPagesOf, readEmbeddedSiteData, setSiteDataStore } from '@huron/web/ui';
import { AppProviders } from './app-providers';
import { AppRoutes, routes } from './routes';

declare global {
  interface Window {
    /** A button pressed before the app ran (set by the prerendered page's loader). */
    __clickBeforeHydration?: HTMLButtonElement;
    /** Set as hydration starts: React handles clicks from then on, so the loader stops keeping them. */
    __appHandlesClicks?: boolean;
  }
}

/**
 * Clicks `button` now, or once it is enabled: a form's submit button pressed before hydration becomes enabled in the
 * render right after hydration, not in it.
 */
function clickWhenEnabled(button: HTMLButtonElement): void {
  if (!button.disabled) return button.click();
  const enabled = new MutationObserver(() => {
    if (button.disabled) return;
    enabled.disconnect();
    if (button.isConnected) button.click();
  });
  enabled.observe(button, { attributeFilter: ['disabled'] });
}

/**
 * Runs once the prerendered tree is hydrated: marks the document (`data-hydrated`, which browser tests wait on) and
 * gives a button pressed before hydration started its click, now that it has a handler (hydration keeps the same
 * elements).
 */
function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = '';
    const button = window.__clickBeforeHydration;
    delete window.__clickBeforeHydration;
    if (button?.isConnected) clickWhenEnabled(button);
  }, []);
  return null;
}

async function start(): Promise<void> {
  startThemeSync();
  // The site data the server rendered this page with, so hydration renders the same (useSiteData).
  setSiteDataStore({ data: readEmbeddedSiteData() });
  // The current URL's page first, so hydration renders the tree the prerenderer produced without suspending.
  // The bundle is built for one language (tools/scripts/build-web.mjs): its pages live under that language's prefix.
  const basename = localePrefix(currentLocale()) || undefined;
  await loadPagesOf(routes, window.location, basename);
  // As a transition, hydration yields to the browser every few milliseconds instead of running as one long task; an
  // input meanwhile makes React hydrate the part it lands on first.
  startTransition(() => {
    // From here React listens on the root: a click on a part not yet hydrated makes React hydrate it at once and handle
    // the click itself, so a click the loader kept as well would be handled twice (a menu opened and closed at once).
    window.__appHandlesClicks = true;
    hydrateRoot(
      document.getElementById('root') as HTMLElement,
      <StrictMode>
        <AppProviders>
          <BrowserRouter basename={basename}>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
        <Hydrated />
      </StrictMode>,
    );
  });
}

void start();
