import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, useStoredTheme } from './support/axe';
import { builtScriptHashes, builtStyleHashes } from './support/build-output';
import { waitForHydration } from './support/hydration';
import { holdScripts } from './support/hold';

/** A Content-Security-Policy header as directive name -> source list; a repeated directive is ignored by browsers. */
function parseCsp(header: string): { directives: Map<string, string[]>; duplicates: string[] } {
  const directives = new Map<string, string[]>();
  const duplicates: string[] = [];
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    if (directives.has(name.toLowerCase())) duplicates.push(name);
    else directives.set(name.toLowerCase(), sources);
  }
  return { directives, duplicates };
}

test.describe('prerendered home page', () => {
  test('serves its content and metadata in the HTML, without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    await expect(page).toHaveTitle(/Huron Tax & Accounting/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Michigan tax preparation/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Huron Tax/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Michigan Tax Preparation');
    const hero = page.locator('.hero');
    await expect(hero.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(hero.getByRole('link', { name: /Schedule/ })).toBeVisible();
    await expect(hero.getByRole('link', { name: /Call/ })).toHaveAttribute('href', /^tel:\+1/);
    await expect(page.locator('#services-title + *, section[aria-labelledby="services-title"] li.card')).toHaveCount(4);
    await expect(page.locator('section[aria-labelledby="how-title"] ol > li')).toHaveCount(4);
    await expect(page.locator('section[aria-labelledby="locations-title"] ul.grid > li')).toHaveCount(3);
    await expect(page.locator('section[aria-labelledby="closing-title"] h2')).not.toBeEmpty();
    await context.close();
  });

  test('hydrates without errors or CSP violations and navigates client-side', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', /light|dark/);
    await waitForHydration(page);
    // Client-side navigation keeps the same document: the marker survives.
    await page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 1));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resources' }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await page.getByRole('link', { name: 'Huron Tax & Accounting, home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Michigan Tax Preparation');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(problems).toEqual([]);
  });
});

test('a page whose code cannot be fetched says so between the header and footer, offers a reload, and loads on the next visit', async ({ page }) => {
  const resourcesChunk = /\/assets\/resources-[\w-]+\.js$/;
  await page.goto('/');
  await waitForHydration(page);
  let fetches = 0;
  await page.route(resourcesChunk, (route) => (fetches++, route.abort('internetdisconnected')));
  const mainNavigation = page.getByRole('navigation', { name: 'Main' });
  await mainNavigation.getByRole('link', { name: 'Resources' }).click();
  await expect(page).toHaveURL(/\/resources$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be loaded');
  await expect(page.getByRole('link', { name: 'Reload the page' })).toHaveAttribute('href', '/resources');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // One failed fetch, one error screen: the renders that follow a failure do not fetch again (once, that looped).
  expect(fetches).toBe(1);

  // Back online, the next visit fetches the page again.
  await page.unroute(resourcesChunk);
  await page.getByRole('link', { name: 'Huron Tax & Accounting, home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Michigan Tax Preparation');
  await mainNavigation.getByRole('link', { name: 'Resources' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tax Resources');
});

test.describe('404', () => {
  test('an unknown path answers HTTP 404 with the 404 page and a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Michigan Tax Preparation');
  });

  test('an unknown API path stays a JSON 404', async ({ request }) => {
    const response = await request.get('/api/nothing-here');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });
});

test.describe('theme', () => {
  test('the chosen theme persists across reloads', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.getByRole('button', { name: /Colour theme/ }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the stored theme applies before the app bundle runs (no flash)', async ({ page }) => {
    await useStoredTheme(page, 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    // Block every script file: only the inline head script can set the theme.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(13, 21, 32)');
  });

  test('system mode follows the operating system live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await waitForHydration(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('a system theme change before the app runs is applied when it starts', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    scripts.release();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test('navigation scrolls the new page to the top', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('skip link moves keyboard focus to the main content', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});

test.describe('serving', () => {
  test('aliases redirect permanently to the primary path', async ({ request }) => {
    const response = await request.get('/home', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/');
  });

  test('hashed assets are cached as immutable, compressed with brotli', async ({ page, request }) => {
    await page.goto('/contact');
    const script = (await page.locator('script[data-modules]').getAttribute('data-modules'))!.split(' ')[0];
    expect(script).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const response = await request.get(script!, { headers: { 'accept-encoding': 'br' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding']).toBe('br');
  });

  test('pages send a Content-Security-Policy that allows the theme script and the inlined stylesheet by hash only', async ({ request }) => {
    const hashes = builtScriptHashes();
    const styleHashes = builtStyleHashes();
    expect(hashes.length).toBeGreaterThan(0);
    expect(styleHashes.length).toBeGreaterThan(0);
    for (const path of ['/', '/tax-tip/w4-form-guide', '/no-such-page']) {
      const csp = parseCsp((await request.get(path)).headers()['content-security-policy'] ?? '');
      expect(csp.duplicates, path).toEqual([]);
      expect(csp.directives.get('script-src'), path).toEqual(["'self'", ...hashes.map((hash) => `'${hash}'`)]);
      expect(csp.directives.get('style-src'), path).toEqual(["'self'", ...styleHashes.map((hash) => `'${hash}'`)]);
      expect(csp.directives.get('default-src'), path).toEqual(["'self'"]);
      expect(csp.directives.get('object-src'), path).toEqual(["'none'"]);
      // These would override script-src and style-src for elements; the policy leaves them to the two above.
      for (const name of ['script-src-elem', 'script-src-attr', 'style-src-elem']) expect(csp.directives.has(name), `${path} ${name}`).toBe(false);
    }
  });
});

for (const [theme, background] of [
  ['light', 'rgb(255, 255, 255)'],
  ['dark', 'rgb(13, 21, 32)'],
] as const) {
  test(`the first paint is styled (${theme}) by the stylesheet inlined in the HTML, with no stylesheet or script fetched`, async ({ page }) => {
    await useStoredTheme(page, theme);
    const fetched: string[] = [];
    // Hold every script: what is seen is the prerendered document as first painted.
    await page.route('**/*.js', (route) => route.abort());
    page.on('request', (request) => {
      if (['stylesheet', 'script'].includes(request.resourceType())) fetched.push(request.url());
    });
    await page.goto('/');
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);
    expect(await page.locator('.site-header').evaluate((header) => getComputedStyle(header).position)).not.toBe('static');
    expect(fetched.filter((url) => url.endsWith('.css'))).toEqual([]);
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violations on the shell pages (${theme})`, async ({ page }) => {
    await useStoredTheme(page, theme);
    for (const path of ['/', '/no-such-page']) {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    }
  });
}

test('the header fits without sideways scrolling at common desktop widths', async ({ page }) => {
  for (const width of [1024, 1280, 1366, 1440, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const overflow = await page.evaluate(() => {
      const bar = document.querySelector('.site-header__bar')!;
      return { page: document.documentElement.scrollWidth - document.documentElement.clientWidth, bar: bar.scrollWidth - bar.clientWidth };
    });
    expect({ width, ...overflow }).toEqual({ width, page: 0, bar: 0 });
  }
});
