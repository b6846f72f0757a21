import { basename } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations, useStoredTheme } from './support/axe';
import { waitForHydration } from './support/hydration';

// Issue 46: the site in English (/), Spanish (/es/...) and Arabic (/ar/..., right to left). The assertions read
// structure (lang, dir, hreflang, URLs), not the translated words, so they hold whatever the translators write.

const LOCALES = ['en', 'es', 'ar'] as const;
type Locale = (typeof LOCALES)[number];
const localized = (path: string, locale: Locale) => (locale === 'en' ? path : path === '/' ? `/${locale}` : `/${locale}${path}`);
const SAMPLE = ['/', '/contact', '/submit-info', '/schedule', '/tax-tip/w4-form-guide', '/dearborn', '/login', '/portal', '/individual-tax-services'];
const AUDITED = ['/', '/contact', '/submit-info', '/schedule', '/tax-tip/w4-form-guide'];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function html(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  return res.text();
}

const alternatesOf = (page: string) =>
  Object.fromEntries([...page.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]));
const canonicalOf = (page: string) => /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1];

test('every sampled page is served in each language with its lang and dir in the HTML', async ({ request }) => {
  for (const path of SAMPLE)
    for (const locale of LOCALES) {
      const page = await html(request, localized(path, locale));
      expect(page, localized(path, locale)).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
    }
  // The back office stays English.
  expect((await request.get('/es/admin')).status()).toBe(404);
});

test('each page lists itself and its two alternates with hreflang, reciprocally, and x-default is English', async ({ request }) => {
  for (const path of SAMPLE.filter((p) => p !== '/portal' && p !== '/login')) {
    const pages = Object.fromEntries(await Promise.all(LOCALES.map(async (locale) => [locale, await html(request, localized(path, locale))] as const)));
    const english = alternatesOf(pages['en']!);
    expect(Object.keys(english).sort(), path).toEqual(['ar', 'en', 'es', 'x-default']);
    expect(english['x-default']).toBe(english['en']);
    for (const locale of LOCALES) {
      const own = alternatesOf(pages[locale]!);
      expect(own, `${locale} ${path}`).toEqual(english);
      expect(canonicalOf(pages[locale]!)).toBe(own[locale]);
      expect(new URL(own[locale]!).pathname.replace(/\/$/, '') || '/').toBe(localized(path, locale));
    }
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  expect(sitemap).toMatch(/<loc>[^<]*\/ar\/contact<\/loc>\s*<xhtml:link rel="alternate" hreflang="en" href="[^"]*\/contact"\/>/);
});

test('the language switcher in the header and the footer keeps the visitor on the same page', async ({ page }) => {
  await page.goto('/es/contact');
  const header = page.locator('header .language-switcher');
  await expect(header.locator('a[hreflang="es"]')).toHaveAttribute('aria-current', 'page');
  await expect(header.locator('a[hreflang="ar"]')).toHaveAttribute('lang', 'ar');
  await header.locator('a[hreflang="ar"]').click();
  await expect(page).toHaveURL(/\/ar\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.locator('footer .language-switcher a[hreflang="en"]').click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('a visitor whose browser prefers Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('is offered the Spanish page, not redirected, and a dismissed suggestion stays dismissed', async ({ page }) => {
    await page.goto('/contact');
    await expect(page).toHaveURL(/\/contact$/);
    await waitForHydration(page);
    const suggestion = page.locator('aside.language-suggestion');
    await expect(suggestion).toHaveAttribute('lang', 'es');
    await expect(suggestion.getByRole('link')).toHaveText('Esta página está disponible en español');
    await expect(suggestion.getByRole('link')).toHaveAttribute('href', '/es/contact');
    await suggestion.getByRole('button').click();
    await expect(suggestion).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('aside.language-suggestion')).toHaveCount(0);
    // On the Spanish page itself there is nothing to suggest.
    await page.goto('/es/contact');
    await waitForHydration(page);
    await expect(page.locator('aside.language-suggestion')).toHaveCount(0);
  });
});

test('the Arabic contact form accepts a phone number typed in Arabic-Indic digits and sends the page language', async ({ page }) => {
  await page.goto('/ar/contact');
  await waitForHydration(page);
  const form = page.locator('main form').first();
  await form.locator('input[name="name"]').fill('ليلى حداد');
  await form.locator('input[name="email"]').fill('layla.arabic.digits@example.com');
  await form.locator('input[name="phone"]').fill('(٣١٣) ٥٥٥-٠١٤٢');
  await form.locator('textarea[name="message"]').fill('أحتاج إلى مساعدة في الإقرار الضريبي.');
  const submit = form.locator('button[type="submit"]');
  await expect(submit).toBeEnabled();
  const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/intake/contact');
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/intake/contact');
  await submit.click();
  expect((await sent).postDataJSON()).toMatchObject({ phone: '(313) 555-0142', locale: 'ar' });
  expect((await answered).status()).toBe(201);
});

test('no hydration warnings on sample pages in each language', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of ['/', '/contact', '/submit-info', '/schedule', '/tax-tip/w4-form-guide'])
    for (const locale of LOCALES) {
      await page.goto(localized(path, locale));
      await waitForHydration(page);
    }
  expect(problems.filter((text) => /hydrat|did not match|mismatch/i.test(text))).toEqual([]);
});

test('deadlines and office hours are written in the page language, the same in the served HTML and after hydration', async ({ page, browser }) => {
  const ENGLISH_DATE = /\b(January|February|March|April|May|June|July|August|September|October|November|December) \d/;
  const ENGLISH_HOURS = /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b|\d(am|pm)\b/;
  const served = await browser.newContext({ javaScriptEnabled: false });
  const staticPage = await served.newPage();
  const textOf = (target: typeof page) => target.locator('main, footer').allInnerTexts();
  try {
    for (const locale of ['es', 'ar'] as const)
      for (const path of ['/tax-tip/tax-tips-individuals', '/dearborn', '/']) {
        const url = localized(path, locale);
        await staticPage.goto(url);
        const before = await textOf(staticPage);
        await page.goto(url);
        await waitForHydration(page);
        const after = await textOf(page);
        expect(after, url).toEqual(before);
        expect(after.join('\n'), url).not.toMatch(ENGLISH_DATE);
        expect(after.join('\n'), url).not.toMatch(ENGLISH_HOURS);
      }
    // The article states its deadline in the reader's language (es-US: "15 de abril de 2027").
    await page.goto('/es/tax-tip/tax-tips-individuals');
    await expect(page.locator('main')).toContainText(/\d{1,2} de abril de \d{4}/);
    // Structured data keeps schema.org's English day names and 24-hour times.
    const ld = await page.goto('/ar/dearborn').then((response) => response!.text());
    expect(ld).toMatch(/"dayOfWeek":\["Monday","Tuesday","Wednesday","Thursday","Friday"\],"opens":"\d{2}:\d{2}"/);
  } finally {
    await served.close();
  }
});

test('Node and Chromium print the same dates, money and plural categories in each language', async ({ page }) => {
  await page.goto('/es');
  const TAGS = { en: 'en-US', es: 'es-US', ar: 'ar-u-nu-latn' };
  const sample = (tags: Record<string, string>) =>
    Object.entries(tags).map(([locale, tag]) => ({
      locale,
      date: new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 9)),
      dateTime: new Intl.DateTimeFormat(tag, {
        weekday: 'long',
        month: 'long',
        year: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone: 'America/Detroit',
      }).format(Date.UTC(2026, 2, 8, 15, 30)),
      money: new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' }).format(1234.5),
      plurals: [0, 1, 2, 3, 11, 100].map((n) => new Intl.PluralRules(tag).select(n)).join(' '),
    }));
  const inBrowser = await page.evaluate(`(${sample.toString()})(${JSON.stringify(TAGS)})`);
  expect(inBrowser).toEqual(sample(TAGS));
  expect(sample(TAGS).find((s) => s.locale === 'ar')!.money).toMatch(/1,234\.50/);
});

test.describe('accessibility of the Spanish and Arabic pages', () => {
  for (const theme of ['light', 'dark'] as const)
    for (const viewport of [PHONE, DESKTOP])
      test(`axe finds nothing on /es/ and /ar/ pages, ${theme}, ${viewport.width} px`, async ({ page }) => {
        await useStoredTheme(page, theme);
        await page.setViewportSize(viewport);
        for (const locale of ['es', 'ar'] as const)
          for (const path of AUDITED) {
            await page.goto(localized(path, locale));
            await expectNoAxeViolations(page);
          }
      });
});

test('screenshots of five Arabic pages on a phone and a desktop, mirrored', async ({ page }, testInfo) => {
  const shoot = async (path: string, viewport: { width: number; height: number }) => {
    await page.setViewportSize(viewport);
    await page.goto(localized(path, 'ar'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Written into the test's output folder (tmp/test-results/...), which every reporter keeps, and attached to the report.
    // The first screen is what shows the mirroring (header, navigation, headings); a full-page capture of a long page
    // beyond the viewport is what headless Chromium intermittently refuses ("Unable to capture screenshot").
    const file = testInfo.outputPath(`ar${path === '/' ? '-home' : path.replace(/\//g, '-')}-${viewport.width}.png`);
    await page.screenshot({ path: file });
    await testInfo.attach(basename(file), { path: file, contentType: 'image/png' });
  };
  for (const path of AUDITED) {
    await shoot(path, PHONE);
    await shoot(path, DESKTOP);
  }
  // Mirrored: the logo (first in the header bar) sits at the right edge on a right-to-left desktop page.
  await page.setViewportSize(DESKTOP);
  await page.goto('/ar');
  const logo = await page.locator('.site-header__bar > *').first().boundingBox();
  expect(logo!.x).toBeGreaterThan(DESKTOP.width / 2);
  // Phone numbers and e-mail addresses stay left to right inside Arabic text.
  expect(
    await page
      .locator('a[href^="tel:"]')
      .first()
      .evaluate((a) => getComputedStyle(a).direction),
  ).toBe('ltr');
  expect(
    await page
      .locator('a[href^="mailto:"]')
      .first()
      .evaluate((a) => getComputedStyle(a).direction),
  ).toBe('ltr');
});
