import { expect, test, type APIRequestContext } from '@playwright/test';
import { articleList, articleSlugs, site } from '@huron/shared/content';
import { expectNoAxeViolations, useStoredTheme } from './support/axe';
import { indexablePaths, sitemapPaths } from './support/build-output';
import { waitForHydration } from './support/hydration';

const BRAND = 'Huron Tax & Accounting';

const articleTitle = (slug: string) => articleList.find((a) => a.slug === slug)?.title ?? `(no article ${slug})`;

interface MarketingPage {
  path: string;
  h1: string;
  /** Title before the brand suffix. */
  title: string;
  /** schema.org types the page's JSON-LD must contain. */
  types: string[];
}

const PAGES: MarketingPage[] = [
  { path: '/individual-tax-services', h1: 'Individual Tax Services', title: 'Individual Tax Services', types: ['Service', 'BreadcrumbList'] },
  { path: '/business-tax-services', h1: 'Business Tax Services', title: 'Business Tax Services', types: ['Service', 'BreadcrumbList'] },
  { path: '/advisory', h1: 'Advisory Services', title: 'Advisory Services', types: ['Service', 'BreadcrumbList'] },
  { path: '/resources', h1: 'Tax Resources', title: 'Tax Resources and Articles', types: ['ItemList', 'BreadcrumbList'] },
  ...articleSlugs.map((slug) => ({ path: `/tax-tip/${slug}`, h1: articleTitle(slug), title: articleTitle(slug), types: ['Article', 'BreadcrumbList'] })),
  { path: '/knowledge-base', h1: 'Tax Knowledge Base', title: 'Tax Knowledge Base', types: ['BreadcrumbList'] },
  { path: '/dearborn', h1: 'Dearborn Office', title: 'Dearborn Tax Preparation Office', types: ['AccountingService', 'BreadcrumbList'] },
  { path: '/ypsilanti', h1: 'Ypsilanti Office', title: 'Ypsilanti Tax Preparation Office', types: ['AccountingService', 'BreadcrumbList'] },
  { path: '/ann-arbor', h1: 'Serving Ann Arbor', title: 'Tax Preparation for Ann Arbor', types: ['AccountingService', 'BreadcrumbList'] },
  { path: '/terms', h1: 'Terms of Service', title: 'Terms of Service', types: ['BreadcrumbList'] },
  { path: '/privacy', h1: 'Privacy Policy', title: 'Privacy Policy', types: ['BreadcrumbList'] },
  { path: '/careers', h1: 'Careers', title: 'Careers: Tax Preparer and Client Service Jobs', types: ['JobPosting', 'BreadcrumbList'] },
  { path: '/tax-school', h1: 'Tax School', title: 'Tax School: Tax Preparer Course', types: ['Course', 'BreadcrumbList'] },
  { path: '/groupdiscount', h1: 'Group Discount', title: 'Group Discount on Tax Preparation', types: ['BreadcrumbList'] },
];

const decode = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const metaContent = (html: string, attr: string) => decode(html.match(new RegExp(`<meta ${attr} content="([^"]*)"`))?.[1] ?? '');

async function fetchHtml(request: APIRequestContext, path: string): Promise<{ status: number; html: string }> {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text() };
}

function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

test.describe('marketing pages in the prerendered HTML', () => {
  test('every page answers 200 with its own title, one H1, a description and its canonical URL', async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const page of PAGES) {
      const { status, html } = await fetchHtml(request, page.path);
      expect(status, page.path).toBe(200);
      const title = decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
      expect(title, page.path).toBe(`${page.title} | ${BRAND}`);
      const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => decode(m[1]!.replace(/<[^>]*>/g, '')));
      expect(h1s, page.path).toEqual([page.h1]);
      const description = metaContent(html, 'name="description"');
      expect(description.length, `${page.path} description length`).toBeGreaterThan(60);
      expect(description.length, `${page.path} description length`).toBeLessThanOrEqual(160);
      expect(html, page.path).toContain(`<link rel="canonical" href="${site.url}${page.path}"`);
      expect(metaContent(html, 'property="og:title"'), page.path).toBe(title);
      expect(metaContent(html, 'name="twitter:description"'), page.path).toBe(description);
      expect(html, page.path).not.toContain('name="robots"');
      titles.add(title);
      descriptions.add(description);
    }
    expect(titles.size).toBe(PAGES.length);
    expect(descriptions.size).toBe(PAGES.length);
  });

  test("each page's JSON-LD parses and describes the page", async ({ request }) => {
    for (const page of PAGES) {
      const data = jsonLdOf((await fetchHtml(request, page.path)).html);
      expect(
        data.map((d) => d['@context']),
        page.path,
      ).toEqual(data.map(() => 'https://schema.org'));
      expect(new Set(data.map((d) => d['@type'])), page.path).toEqual(new Set(page.types));
      const breadcrumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ position: number; item: string; name: string }> };
      const trail = breadcrumbs.itemListElement;
      expect(trail[0], page.path).toMatchObject({ position: 1, item: `${site.url}/`, name: 'Home' });
      expect(trail.at(-1)?.item, page.path).toBe(`${site.url}${page.path}`);
    }
  });

  test('structured data carries the facts: articles, offices, jobs and the course', async ({ request }) => {
    const article = jsonLdOf((await fetchHtml(request, '/tax-tip/w4-form-guide')).html).find((d) => d['@type'] === 'Article')!;
    expect(article).toMatchObject({ headline: articleTitle('w4-form-guide'), url: `${site.url}/tax-tip/w4-form-guide` });
    expect(article['datePublished']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(article['dateModified']).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const dearborn = jsonLdOf((await fetchHtml(request, '/dearborn')).html).find((d) => d['@type'] === 'AccountingService')!;
    expect(dearborn).toMatchObject({
      telephone: '(313) 555-0142',
      address: { streetAddress: '23814 Michigan Ave', addressLocality: 'Dearborn', addressRegion: 'MI', postalCode: '48124' },
    });
    expect(dearborn['openingHoursSpecification']).toHaveLength(3);

    const jobs = jsonLdOf((await fetchHtml(request, '/careers')).html).filter((d) => d['@type'] === 'JobPosting');
    expect(jobs.map((j) => [j['title'], (j['baseSalary'] as { value: { minValue: number; maxValue: number; unitText: string } }).value])).toEqual([
      ['Experienced Tax Preparer', expect.objectContaining({ minValue: 17, maxValue: 19, unitText: 'HOUR' })],
      ['Client Service Specialist', expect.objectContaining({ minValue: 14, maxValue: 16, unitText: 'HOUR' })],
    ]);
    for (const job of jobs) {
      expect(job['employmentType']).toEqual(['PART_TIME', 'FULL_TIME']);
      expect(job['jobLocation']).toHaveLength(2);
    }

    const course = jsonLdOf((await fetchHtml(request, '/tax-school')).html).find((d) => d['@type'] === 'Course')!;
    expect(course['offers']).toEqual([expect.objectContaining({ price: '149.00', priceCurrency: 'USD' })]);
    const instances = course['hasCourseInstance'] as Array<{ name: string; startDate: string; endDate: string }>;
    expect(instances.map((i) => [i.name.match(/\b25\d\d\b/)?.[0], i.startDate, i.endDate])).toEqual([
      ['2501', '2025-10-01', '2025-10-31'],
      ['2502', '2025-11-01', '2025-11-30'],
      ['2503', '2025-12-06', '2025-12-20'],
      ['2504', '2025-12-30', '2026-01-08'],
    ]);
  });

  test('sitemap.xml lists exactly the canonical, indexable pages', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
    const xml = await (await request.get('/sitemap.xml')).text();
    const paths = sitemapPaths(xml, site.url);
    expect(new Set(paths).size).toBe(paths.length);
    // Exactly the prerendered pages of the build that do not say noindex; so no alias (redirect), unknown path or
    // account page, and every marketing page of this file.
    expect(new Set(paths)).toEqual(new Set(indexablePaths()));
    expect(paths).toEqual(expect.arrayContaining(['/', ...PAGES.map((p) => p.path)]));
    for (const alias of ['/home', '/training', '/group-discount', '/start', '/sendafriend']) expect(paths).not.toContain(alias);
    // Every listed URL is a page that answers 200, is indexable and names itself as canonical.
    for (const path of paths) {
      const { status, html } = await fetchHtml(request, path);
      expect(status, path).toBe(200);
      expect(html, path).toContain(`<link rel="canonical" href="${site.url}${path}"`);
      expect(html, path).not.toContain('<meta name="robots" content="noindex"');
    }
  });
});

test.describe('redirects and not-found pages', () => {
  test('each alias redirects permanently to its primary path, keeping the query string', async ({ request }) => {
    // Only the Location is checked here; links.e2e.ts checks where every link really leads.
    const aliases: Array<[string, string]> = [
      ['/home', '/'],
      ['/training', '/tax-school'],
      ['/group-discount', '/groupdiscount'],
      ['/start', '/contact'],
      ['/sendafriend', '/send-a-friend'],
      ['/group-discount?affiliate=A12', '/groupdiscount?affiliate=A12'],
    ];
    for (const [from, to] of aliases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()['location'], from).toBe(to);
    }
    for (const [from, h1] of [
      ['/training', 'Tax School'],
      ['/group-discount', 'Group Discount'],
    ]) {
      const response = await request.get(from!);
      expect(response.status()).toBe(200);
      expect(await response.text()).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
    }
  });

  test('an unknown article slug answers 404 with "Article Not Found" and a way back', async ({ page }) => {
    const response = await page.goto('/tax-tip/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText('The requested article could not be found.')).toBeVisible();
    await expect(page).toHaveTitle(`Article Not Found | ${BRAND}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await waitForHydration(page);
    await page.getByRole('main').getByRole('link', { name: 'Back to Resources' }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tax Resources' })).toBeVisible();
  });

  test('an unknown path, also under a marketing page, answers 404 with "Page not found"', async ({ request }) => {
    for (const path of ['/no-such-page', '/advisory/extra', '/tax-tips/w4-form-guide']) {
      const { status, html } = await fetchHtml(request, path);
      expect(status, path).toBe(404);
      expect(html, path).toMatch(/<h1[^>]*>Page not found<\/h1>/);
      expect(html, path).toContain('Return to Home');
    }
  });
});

test.describe('navigating the marketing site', () => {
  test('header navigation opens each section page client-side', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 1));
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, path, h1] of [
      ['Individual', '/individual-tax-services', 'Individual Tax Services'],
      ['Business', '/business-tax-services', 'Business Tax Services'],
      ['Advisory', '/advisory', 'Advisory Services'],
      ['Resources', '/resources', 'Tax Resources'],
    ] as const) {
      await nav.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
      await expect(page).toHaveTitle(new RegExp(`\\| ${BRAND}$`));
    }
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  });

  test('the footer link to IRS problem resolution lands on that section', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'IRS Problem Resolution' }).click();
    await expect(page).toHaveURL(/\/individual-tax-services#irs-problem-resolution$/);
    await expect(page.getByRole('heading', { level: 2, name: 'IRS Problem Resolution' })).toBeInViewport();
  });

  test('an article opens from /resources, links inside it stay in the app, and the back button returns', async ({ page }) => {
    await page.goto('/resources');
    await waitForHydration(page);
    await expect(page.locator('.article-card')).toHaveCount(12);
    await expect(page.getByRole('region', { name: 'Tax Updates' })).toBeVisible();
    const support = page.getByRole('region', { name: 'Contact Support' });
    await expect(support.getByRole('link', { name: site.supportPhone })).toHaveAttribute('href', 'tel:+18005550100');
    await expect(support.getByRole('link', { name: site.emails.support })).toHaveAttribute('href', `mailto:${site.emails.support}`);
    await page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 1));

    await page
      .getByRole('region', { name: 'Articles' })
      .getByRole('link', { name: articleTitle('michigan-residents') })
      .click();
    await expect(page).toHaveURL(/\/tax-tip\/michigan-residents$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(articleTitle('michigan-residents'));
    // That the links are there, not that they work: links.e2e.ts checks every link.
    await expect(page.getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/schedule');
    await expect(page.locator('.prose a[href^="https://"]').first()).toHaveAttribute('rel', 'noopener');

    await page.locator('.prose').getByRole('link', { name: 'guide for renters and homeowners' }).click();
    await expect(page).toHaveURL(/\/tax-tip\/renters-homeowners$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(articleTitle('renters-homeowners'));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole('main').getByRole('link', { name: 'Back to Resources' }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tax Resources');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  });

  test('the office map loads from OpenStreetMap only after the visitor asks for it', async ({ page }) => {
    const mapRequests: string[] = [];
    await page.route('https://www.openstreetmap.org/**', (route) => {
      mapRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Map</title><p>Map</p></html>' });
    });
    await page.goto('/dearborn');
    await expect(page.locator('iframe')).toHaveCount(0);
    const directions = page.getByRole('link', { name: /Get directions/ });
    await expect(directions).toHaveAttribute(
      'href',
      `https://www.openstreetmap.org/directions?to=${encodeURIComponent('23814 Michigan Ave, Dearborn, MI 48124')}`,
    );
    const show = page.getByRole('button', { name: 'Show interactive map' });
    await expect(show).toBeEnabled();
    expect(mapRequests).toEqual([]);

    await show.click();
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('title', /Interactive map of our Dearborn office/);
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[-\d.,]+&layer=mapnik&marker=/);
    await expect(show).toHaveCount(0);
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  test('careers offers Quick Apply for each job (email as the way without script), tax school shows its sessions (the 2025 schedule, from the database)', async ({
    page,
  }) => {
    await page.goto('/careers');
    await expect(page.getByRole('button', { name: /^Quick Apply: / })).toHaveCount(2);
    const email = page.getByRole('link', { name: site.emails.careers });
    await expect(email).toHaveCount(2);
    await expect(email.first()).toHaveAttribute('href', `mailto:${site.emails.careers}?subject=${encodeURIComponent('Application: Experienced Tax Preparer')}`);
    for (const fact of ['$17-19 per hour', '$14-16 per hour']) await expect(page.getByText(fact, { exact: true })).toBeVisible();

    await page.goto('/tax-school');
    const rows = page.getByRole('table', { name: 'Tax School sessions' }).locator('tbody tr');
    await expect(rows).toHaveCount(4);
    await expect(rows.locator('th')).toHaveText(['2501', '2502', '2503', '2504']);
    await expect(page.getByText('$149.00').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Register for a session' })).toBeVisible();
  });
});

/** Every marketing page plus the article 404, split into batches so the audit runs in parallel. */
const AUDITED = [...PAGES.map((p) => p.path), '/tax-tip/no-such-article'];
const BATCHES = [0, 1, 2, 3].map((n) => AUDITED.filter((_, i) => i % 4 === n));

for (const theme of ['light', 'dark'] as const) {
  BATCHES.forEach((paths, index) => {
    test(`axe finds no violations on marketing pages, ${theme} theme, batch ${index + 1} of ${BATCHES.length}`, async ({ page, baseURL }) => {
      test.setTimeout(60_000);
      const problems: string[] = [];
      const missingArticle = new URL('/tax-tip/no-such-article', baseURL).href;
      page.on('console', (m) => {
        // The browser logs the expected 404 status of the article-not-found document itself; nothing else is expected.
        const expected404 = m.location().url === missingArticle && m.text().startsWith('Failed to load resource: the server responded with a status of 404');
        if (m.type() === 'error' && !expected404) problems.push(`${page.url()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
      await useStoredTheme(page, theme);
      for (const path of paths) {
        const response = await page.goto(path);
        expect([200, 404], path).toContain(response?.status());
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await waitForHydration(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expectNoAxeViolations(page);
      }
      expect(problems).toEqual([]);
    });
  });
}
