import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { holdScripts } from './support/hold';

// No page fetches script before its first paint is on screen. Reading pages (marketing, tax school, careers, 404s) and
// the contact page work as prerendered HTML: they fetch the app's modules once the page has painted and loaded and the
// browser is idle, and run them when the visitor reaches for something (or at once when the tab may hold a session).
// The other form and account pages start it as soon as the first paint is on screen.

/** When the first contentful paint was on screen, and when the first of the given modules was requested. */
function paintAndFirstModule(page: Page, modules: string[]) {
  return page.evaluate((hrefs) => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
    const starts = performance
      .getEntriesByType('resource')
      .filter((entry) => hrefs.includes(new URL(entry.name).pathname))
      .map((entry) => entry.startTime);
    return { paint, firstModule: Math.min(...starts) };
  }, modules);
}

test('a reading page names no script in its HTML, fetches its modules once painted and idle, and runs them at the first key press', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  const html = await (await page.request.get('/')).text();
  expect(html).not.toMatch(/<script[^>]*\bsrc=|<link[^>]*modulepreload/);
  await page.goto('/');
  const modules = (await page.locator('#app-start').getAttribute('data-modules'))!.split(' ');
  const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  await expect
    .poll(async () => {
      const done = await fetched();
      return modules.filter((href) => !done.includes(href));
    })
    .toEqual([]);
  const { paint, firstModule } = await paintAndFirstModule(page, modules);
  expect(firstModule).toBeGreaterThanOrEqual(paint);
  // Fetched, but nothing has run: no React root, no hydration.
  expect(await page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__react')))).toBe(false);
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
  await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  expect(problems).toEqual([]);
});

test('a part that needs the app starts it as it nears the screen, and the system theme changing starts it too', async ({ page }) => {
  await page.goto('/groupdiscount');
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
  await page.locator('#register').scrollIntoViewIfNeeded();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');

  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
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
  // Scripts wait until the button has been pressed: the press happens on the prerendered HTML.
  const scripts = await holdScripts(page);
  await page.goto('/');
  const button = page.getByRole('button', { name: /Colour theme/ });
  await button.click();
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
  scripts.release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(page.getByRole('menu')).toBeVisible();
});

/**
 * The header's two buttons that open something. Each is pressed at the moment a test chooses, with a click as a key or
 * pointer makes one (`click()` would ignore the app's second click while its own runs), and must end open.
 */
const HEADER_BUTTONS = [
  { name: 'theme picker', selector: 'button[aria-label^="Colour theme"]' },
  { name: 'menu button', selector: 'button[aria-controls="mobile-menu"]' },
];

for (const { name, selector } of HEADER_BUTTONS) {
  test(`the ${name} pressed after hydration commits, before its effects run, ends open`, async ({ page }) => {
    // React calls the DevTools hook when it commits, before a transition's effects run. The press lands there, when
    // React already handles it: the loader must not keep it for the app to click again, and no effect that runs on
    // mount may undo it (the header's close-on-navigation effect did).
    await page.addInitScript((selector) => {
      const press = () => document.querySelector(selector)?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
      let pressed = false;
      Object.assign(window, {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          supportsFiber: true,
          inject: () => 1,
          checkDCE: () => undefined,
          onCommitFiberUnmount: () => undefined,
          onPostCommitFiberRoot: () => undefined,
          onCommitFiberRoot: () => {
            if (!pressed) queueMicrotask(press);
            pressed = true;
          },
        },
      });
    }, selector);
    await page.goto('/');
    await page.keyboard.press('Shift'); // starts the app
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(page.locator(selector)).toHaveAttribute('aria-expanded', 'true');
  });

  test(`the ${name} pressed while hydration is under way ends open, pressed once`, async ({ page }) => {
    // Once React listens on the root, a click on content it has not hydrated yet makes it finish hydrating there and
    // then handle the click itself. The press lands in the first moment React listens, before any hydration work.
    await page.addInitScript((selector) => {
      const press = () => document.querySelector(selector)?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
      let pressed = false;
      const listen = EventTarget.prototype.addEventListener;
      EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<EventTarget['addEventListener']>) {
        listen.apply(this, args);
        if (pressed || args[0] !== 'click' || !(this instanceof Element) || this.id !== 'root') return;
        pressed = true;
        queueMicrotask(press);
      };
    }, selector);
    await page.goto('/');
    await page.keyboard.press('Shift'); // starts the app
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(page.locator(selector)).toHaveAttribute('aria-expanded', 'true');
  });
}

test('a click alone, as a screen reader sends one, starts the app and the button does its job', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Colour theme/ }).dispatchEvent('click');
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

/** Runs in the page before its scripts: notes each worker the page starts and each modulepreload link it adds, in order. */
function recordLoaderOrder() {
  const order: string[] = [];
  (window as unknown as { loaderOrder: string[] }).loaderOrder = order;
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      order.push('worker');
      super(url, options);
    }
  };
  const appendChild = Node.prototype.appendChild;
  Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
    if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') order.push(node.getAttribute('href')!);
    return appendChild.call(this, node) as T;
  };
}

test('a form page names its scripts for the loader, starts them after the first paint without waiting for the visitor, and works', async ({ page }) => {
  const html = await (await page.request.get('/schedule')).text();
  expect(html).not.toMatch(/<script[^>]*\bsrc=|<link[^>]*modulepreload/);
  expect(html).toMatch(/<script id="app-start" data-hydrate="after-paint" data-modules="\/assets\/index-[^"]+">[\s\S]*?<\/script>\s*<\/body>/);
  const reading = await (await page.request.get('/')).text();
  expect(reading).toMatch(/<script id="app-start" data-hydrate="later" data-modules=/);
  // A worker loads the date and number formats' data while the modules download (off the main thread).
  const worker = page.waitForEvent('worker');
  await page.addInitScript(recordLoaderOrder);
  await page.goto('/schedule');
  expect(new URL((await worker).url()).pathname).toMatch(/^\/assets\/intl-warmup-[\w-]{8}\.js$/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(page.getByRole('button', { name: 'Book appointment' })).toBeEnabled();
  const modules = (await page.locator('#app-start').getAttribute('data-modules'))!.split(' ');
  // The loader starts it before it adds the modules' preloads: behind them it waited for a free connection and loaded
  // the data at the moment the page's own first format did. (Recorded in the page: the order in which the browser
  // reports a worker's request and the page's own requests is its own.)
  const order = await page.evaluate(() => (window as unknown as { loaderOrder: string[] }).loaderOrder);
  expect(order[0]).toBe('worker');
  expect(modules.every((path) => order.indexOf(path) > 0)).toBe(true);
  const { paint, firstModule } = await paintAndFirstModule(page, modules);
  expect(firstModule).toBeGreaterThanOrEqual(paint);
});

test('the modules a page starts with ask V8 to compile them whole, off the main thread; a module fetched later does not', async ({ page }) => {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  await page.goto('/schedule');
  await waitForHydration(page);
  const modules = (await page.locator('#app-start').getAttribute('data-modules'))!.split(' ');
  // The form's validation (schema-check.ts) loads once the visitor reaches into the form, and no page starts with it.
  await page.getByLabel('Name').focus();
  const fetchedValidation = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .find((path) => /^\/assets\/schema-check-[\w-]+\.js$/.test(path)),
    );
  await expect.poll(fetchedValidation).toBeDefined();
  const validation = (await fetchedValidation())!;
  const startsWithHint = (path: string) => page.request.get(path).then(async (response) => (await response.text()).startsWith(HINT));
  expect(await Promise.all(modules.map(startsWithHint))).toEqual(modules.map(() => true));
  expect(modules).not.toContain(validation);
  expect(await startsWithHint(validation)).toBe(false);
});

const VALIDATION = /^\/assets\/(schema-check|booking-contact-schema)-[\w-]+\.js$/;

/** Which of the booking form's validation modules (zod's checker, the form's schema) were requested. */
const validationModules = (requested: string[]) => [...new Set(requested.flatMap((path) => VALIDATION.exec(path)?.[1] ?? []))].sort();

for (const reach of ['focus', 'pointer'] as const) {
  test(`a form fetches its validation when the visitor reaches into it (${reach}), never while the page loads`, async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/schedule');
    await waitForHydration(page);
    // Loading it once the page was idle made long tasks on the booking page while it was still loading.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    await page.waitForLoadState('networkidle');
    expect(validationModules(requested)).toEqual([]);
    const name = page.getByLabel('Name');
    if (reach === 'focus') await name.focus();
    else await name.dispatchEvent('pointerdown');
    await expect.poll(() => validationModules(requested)).toEqual(['booking-contact-schema', 'schema-check']);
  });
}

test('the icon is part of the page, not a request of its own', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/dearborn');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,%3Csvg%20/);
  await waitForHydration(page);
  expect(requested.filter((path) => path.startsWith('/favicon'))).toEqual([]);
});

type FirstFrame = { firstFrameHadLoader: Promise<boolean> };

test('no frame shows half a page: rendering waits until the parser reaches the loader, so nothing shifts as the rest arrives', async ({ page }) => {
  const html = await (await page.request.get('/contact')).text();
  expect(html.slice(0, html.indexOf('</head>'))).toContain('<link rel="expect" href="#app-start" blocking="render">');
  // A frame asked for while the head is parsed is what used to paint a half-built header.
  await page.addInitScript(() => {
    (window as unknown as FirstFrame).firstFrameHadLoader = new Promise((resolve) =>
      requestAnimationFrame(() => resolve(document.getElementById('app-start') !== null)),
    );
  });
  await page.goto('/contact');
  await waitForHydration(page);
  expect(await page.evaluate(() => (window as unknown as FirstFrame).firstFrameHadLoader)).toBe(true);
  const shifts = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().length)).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
      }),
  );
  expect(shifts).toBe(0);
});
