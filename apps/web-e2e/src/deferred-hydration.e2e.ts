import { expect, test, type Page } from '@playwright/test';

// Reading pages (marketing, tax school, 404s) are complete as prerendered HTML: they fetch no script before first
// paint and start the app at the first interaction, once the browser is idle after load, or at once when the tab
// may hold a session. Form pages start at once, as before.

/** Every script request the page makes, from the start of navigation. */
function scriptsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test('a reading page names no script or module preload in its HTML, and hydrates once the browser is idle', async ({ page }) => {
  const scripts = scriptsOf(page);
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  const html = await (await page.request.get('/')).text();
  expect(html).not.toMatch(/<script[^>]*\bsrc=|<link[^>]*modulepreload/);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  expect(scripts.length).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

test('before hydration, links are plain links and the page reads the same', async ({ page }) => {
  // Hold every script: the page as it is before the app runs.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Michigan Tax Preparation');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resources' }).click();
  await expect(page).toHaveURL(/\/resources$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
});

test('a button pressed before hydration does its job once the app has run', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // Scripts wait until the button has been pressed: the press happens on the prerendered HTML.
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const button = page.getByRole('button', { name: /Colour theme/ });
  await button.click();
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(page.getByRole('menu')).toBeVisible();
});

test('a tab that may hold a session hydrates a reading page at once, without waiting for load and idle', async ({ page }) => {
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') events.push(new URL(request.url()).pathname);
  });
  page.on('load', () => events.push('load'));
  await page.addInitScript(() => localStorage.setItem('huron.auth', '{}'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const entry = events.findIndex((event) => event.startsWith('/assets/index-'));
  expect(entry).toBeGreaterThanOrEqual(0);
  expect(entry).toBeLessThan(events.indexOf('load'));
});

test('a form page still fetches its scripts with the HTML', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.locator('script[type="module"][src^="/assets/"]')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
});
