import { expect, test, type APIRequestContext } from '@playwright/test';
import { redirects, site } from '@huron/shared/content';
import { builtDocuments, builtSitemap, sitemapPaths } from './support/build-output';

interface Link {
  /** Path and query on our site, without the fragment. */
  target: string;
  fragment: string;
  /** The dist/web file that holds the link. */
  from: string;
}

const decodeAttribute = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** Every <a href> in every prerendered document of the build that points at our own site. */
function internalLinks(): Link[] {
  const links: Link[] = [];
  for (const doc of builtDocuments()) {
    const base = `${site.url}${doc.path ?? '/'}`;
    for (const match of doc.html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
      const url = new URL(decodeAttribute(match[1]!), base);
      if (url.origin !== site.url) continue; // other sites, mailto: and tel: links
      links.push({ target: `${url.pathname}${url.search}`, fragment: decodeURIComponent(url.hash.slice(1)), from: doc.file });
    }
  }
  return links;
}

interface Outcome {
  /** What the crawl learnt, one line per target, e.g. "/home -> 301 /" or "/contact -> 404". */
  chain: string;
  /** The final document, when it answered 200. */
  html?: string;
  problem?: string;
}

/** One GET without following redirects; a 301 must be one of the documented aliases and lead to a page that answers 200. */
async function visit(request: APIRequestContext, target: string): Promise<Outcome> {
  const pathname = new URL(target, site.url).pathname;
  const response = await request.get(target, { maxRedirects: 0 });
  const status = response.status();
  if (status === 200) return { chain: `${target} -> 200`, html: await response.text() };
  if (status === 301) {
    const location = response.headers()['location'] ?? '';
    const documented = redirects[pathname] === undefined ? undefined : `${redirects[pathname]}${new URL(target, site.url).search}`;
    if (location !== documented)
      return {
        chain: `${target} -> 301 ${location}`,
        problem: `${target} redirects to ${location}, not to a documented alias target (${documented ?? 'none'})`,
      };
    const next = await visit(request, location);
    return { ...next, chain: `${target} -> 301 ${next.chain}` };
  }
  return { chain: `${target} -> ${status}`, problem: `${target} answers ${status}` };
}

function linkedFrom(links: Link[], target: string): string {
  const files = [...new Set(links.filter((l) => l.target === target).map((l) => l.from))];
  return files.length > 3 ? `${files.slice(0, 3).join(', ')} and ${files.length - 3} more` : files.join(', ');
}

const hasId = (html: string, id: string) => html.includes(` id="${id}"`);

test('every internal link of every prerendered page answers 200, or a documented 301 to a 200, and its #fragment exists', async ({ request }) => {
  const links = internalLinks();
  const targets = [...new Set(links.map((l) => l.target))].sort();
  expect(targets.length, 'internal links found in dist/web').toBeGreaterThan(20);
  const outcomes = new Map(await Promise.all(targets.map(async (target) => [target, await visit(request, target)] as const)));

  const problems: string[] = [];
  for (const [target, outcome] of outcomes) {
    if (outcome.problem) problems.push(`${outcome.problem} (linked from ${linkedFrom(links, target)})`);
  }
  for (const link of links) {
    const html = outcomes.get(link.target)!.html;
    if (link.fragment && html !== undefined && !hasId(html, link.fragment))
      problems.push(`${link.target}#${link.fragment} (in ${link.from}): no element with that id`);
  }
  expect([...new Set(problems)], [...outcomes.values()].map((o) => o.chain).join('\n')).toEqual([]);
});

test('every sitemap entry is a prerendered page that answers 200 without a redirect', async ({ request }) => {
  const built = new Set(builtDocuments().map((doc) => doc.path));
  const served = await request.get('/sitemap.xml');
  expect(await served.text()).toBe(builtSitemap());
  const paths = sitemapPaths(builtSitemap(), site.url);
  expect(paths.length).toBeGreaterThan(0);
  for (const path of paths) {
    expect(built.has(path), `${path} is prerendered in dist/web`).toBe(true);
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  }
});
