import type { Page } from '@playwright/test';

/**
 * Holds every request matching `url` until `release()` is called, so a test acts at the moment it chooses (on the
 * prerendered page before the app's scripts run, while a request is under way) instead of racing the browser.
 */
export async function holdRoute(page: Page, url: string | RegExp): Promise<{ release(): void }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await gate;
    await route.continue();
  });
  return { release };
}

/** Holds requests to `path` (query strings too): a test sees the busy state ('Signing in...') instead of racing the server. */
export const holdRequests = (page: Page, path: string) => holdRoute(page, `**${path}*`);

/** The app's scripts (and the loader's worker) wait: what the test does meanwhile happens on the prerendered HTML. */
export const holdScripts = (page: Page) => holdRoute(page, '**/assets/*.js');
