import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import ts from 'typescript';

export interface RouteBytes {
  route: string;
  /**
   * gzip bytes of what loads before the page is usable: module scripts and preloads in its HTML, and the modules its
   * loader starts right after the first paint (`<script data-hydrate="after-paint" data-modules>`).
   */
  js: number;
  /**
   * gzip bytes of the modules a page that hydrates later names for its loader (`data-hydrate="later"`): fetched once
   * idle after load and run when the visitor reaches for something, not before the page is usable. 0 for pages that hydrate at once.
   */
  laterJs: number;
  /** gzip bytes of its stylesheets: linked ones, and each inline <style> element's text on its own. */
  css: number;
  /** brotli bytes of the page's HTML as served (the build's .br variant). */
  html: number;
}

export interface Budgets {
  /** Routes (exact) held to the form budget. */
  formRoutes: string[];
  /** Staff sections ('/admin': the page and everything under it), held to their own budget: tables, filters and several forms on one screen. */
  backOfficeSections: string[];
  contentJs: number;
  formJs: number;
  backOfficeJs: number;
  /** How much more first-load (or later) JavaScript a Spanish or Arabic page may have than its English page. */
  localeJsGrowth: number;
  /**
   * Of that growth, what is not the page's text in its language (code growth = growth - text growth, see
   * `localeGrowth`): a translated page carries its own words and nothing else (issue 46: at most 3 kB).
   */
  localeCodeGrowth?: number;
  /** What a translated page's HTML may add over the HTML budget (Arabic letters take two bytes in UTF-8). */
  localeHtmlGrowth: number;
  /** Limit of laterJs on a content page. A form or back-office page that hydrates later is held to its own JS budget for those bytes. */
  laterJs: number;
  css: number;
  /**
   * Limit of a page's HTML (brotli): with the response headers (about 1.3 kB) it must fit the 14.6 kB a new connection
   * delivers in its first round trip (10 segments); a page over it takes a second round trip before it can paint.
   */
  html: number;
}

const SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g;
const PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g;
const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g;
const LATER = /<script\b[^>]*\bdata-hydrate="later"[^>]*\bdata-modules="([^"]+)"/g;
const AFTER_PAINT = /<script\b[^>]*\bdata-hydrate="after-paint"[^>]*\bdata-modules="([^"]+)"/g;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;

const urlsIn = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!);

/** The build's own .gz variant when it wrote one, else gzip at the default level. */
function gzipBytes(distDir: string, url: string): number {
  const file = join(distDir, url.replace(/^\//, '').split('?')[0]!);
  return existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(readFileSync(file)).length;
}

/** The build's own .br variant of a page when it wrote one, else brotli at the default level. */
function brotliBytes(distDir: string, file: string): number {
  const path = join(distDir, file);
  return existsSync(`${path}.br`) ? readFileSync(`${path}.br`).length : brotliCompressSync(readFileSync(path)).length;
}

const inlineStyleBytes = (html: string) => urlsIn(html, INLINE_STYLE).reduce((total, css) => total + gzipSync(css).length, 0);

/** What each prerendered page of the build's manifest loads before it is usable, in gzip bytes; its HTML in brotli bytes. */
export function measureRoutes(distDir: string): RouteBytes[] {
  const manifest = JSON.parse(readFileSync(join(distDir, 'manifest.json'), 'utf8')) as { pages: Record<string, string> };
  return Object.entries(manifest.pages).map(([route, file]) => {
    const html = readFileSync(join(distDir, file), 'utf8');
    const sum = (urls: string[]) => [...new Set(urls)].reduce((total, url) => total + gzipBytes(distDir, url), 0);
    const listed = (pattern: RegExp) => urlsIn(html, pattern).flatMap((list) => list.split(' '));
    return {
      route,
      js: sum([...urlsIn(html, SCRIPT), ...urlsIn(html, PRELOAD), ...listed(AFTER_PAINT)]),
      laterJs: sum(listed(LATER)),
      css: sum(urlsIn(html, STYLESHEET)) + inlineStyleBytes(html),
      html: brotliBytes(distDir, file),
    };
  });
}

export type PageKind = 'content' | 'form' | 'back office';

/** '/es/contact' -> '/contact': a page in Spanish or Arabic is of its English page's kind. */
export const englishRoute = (route: string): string => {
  const match = /^\/(es|ar)(\/.*)?$/.exec(route);
  return match ? (match[2] ?? '/') : route;
};

/** Every page is a content page unless the budgets list it as a form or back-office page. */
export const kindOf = (localized: string, budgets: Budgets, route = englishRoute(localized)): PageKind =>
  budgets.backOfficeSections.some((section) => route === section || route.startsWith(`${section}/`))
    ? 'back office'
    : budgets.formRoutes.includes(route)
      ? 'form'
      : 'content';

export const jsBudgetOf = (kind: PageKind, budgets: Budgets): number =>
  ({ content: budgets.contentJs, form: budgets.formJs, 'back office': budgets.backOfficeJs })[kind];

/** One line per route over its budget, naming the route, the measure and both figures. */
export function overBudget(routes: RouteBytes[], budgets: Budgets): string[] {
  const english = new Map(routes.map((r) => [r.route, r]));
  return routes.flatMap(({ route, js, laterJs, css, html }) => {
    const kind = kindOf(route, budgets);
    const base = englishRoute(route) === route ? undefined : english.get(englishRoute(route));
    const growth = base ? Math.max(js - base.js, laterJs - base.laterJs) : 0;
    // A translated page may carry what its language adds (its text is longer in UTF-8) over the English page's limits.
    const allowance = base ? budgets.localeJsGrowth : 0;
    const jsLimit = jsBudgetOf(kind, budgets) + allowance;
    const laterLimit = (kind === 'content' ? budgets.laterJs : jsBudgetOf(kind, budgets)) + allowance;
    const htmlLimit = budgets.html + (base ? budgets.localeHtmlGrowth : 0);
    return [
      ...(js > jsLimit ? [`${route}: ${kB(js)} of JavaScript (gzip) is over the ${kind} page budget of ${kB(jsLimit)}`] : []),
      ...(laterJs > laterLimit
        ? [`${route}: ${kB(laterJs)} of JavaScript (gzip) fetched to hydrate later is over the ${kind} page budget of ${kB(laterLimit)}`]
        : []),
      ...(growth > budgets.localeJsGrowth
        ? [`${route}: ${kB(growth)} more JavaScript (gzip) than its English page, over the ${kB(budgets.localeJsGrowth)} a language may add`]
        : []),
      ...(css > budgets.css ? [`${route}: ${kB(css)} of CSS (gzip) is over the budget of ${kB(budgets.css)}`] : []),
      ...(html > htmlLimit ? [`${route}: ${kB(html)} of HTML (brotli) is over the budget of ${kB(htmlLimit)}, the first round trip less the headers`] : []),
    ];
  });
}

/**
 * A script split into its text and its code: every string literal and template piece (in order), and the script with
 * each of them emptied.
 */
export function splitText(source: string): { strings: string[]; code: string } {
  const file = ts.createSourceFile('chunk.js', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const strings: string[] = [];
  const spans: [number, number][] = [];
  const visit = (node: ts.Node): void => {
    const literal = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node);
    if (literal) {
      strings.push(node.text);
      // Between the quote or backtick (or `}`) and the closing quote, backtick or `${`.
      spans.push([node.getStart(file) + 1, node.end - (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) ? 2 : 1)]);
    }
    node.forEachChild(visit);
  };
  visit(file);
  let code = source;
  for (const [start, end] of spans.sort((x, y) => y[0] - x[0])) code = code.slice(0, start) + code.slice(end);
  return { strings, code };
}

/** The scripts a prerendered page loads, first-load and later, each once. */
function scriptsOf(distDir: string, file: string): string[] {
  const html = readFileSync(join(distDir, file), 'utf8');
  const listed = (pattern: RegExp) => urlsIn(html, pattern).flatMap((list) => list.split(' '));
  return [...new Set([...urlsIn(html, SCRIPT), ...urlsIn(html, PRELOAD), ...listed(AFTER_PAINT), ...listed(LATER)])];
}

export interface PageText {
  /** Sum over the page's scripts (first-load and later) of the gzip bytes of each one's strings. */
  text: number;
  /** Sum over the same scripts of the gzip bytes of each one with its strings emptied. */
  code: number;
}

/** Each page's scripts measured as text and as code, by route (each script gzipped on its own, as it is served). */
export function measureText(distDir: string): Map<string, PageText> {
  const manifest = JSON.parse(readFileSync(join(distDir, 'manifest.json'), 'utf8')) as { pages: Record<string, string> };
  const cache = new Map<string, PageText>();
  const measure = (url: string): PageText => {
    let found = cache.get(url);
    if (!found) {
      const { strings, code } = splitText(readFileSync(join(distDir, url.replace(/^\//, '').split('?')[0]!), 'utf8'));
      cache.set(url, (found = { text: gzipSync(strings.join('\n')).length, code: gzipSync(code).length }));
    }
    return found;
  };
  return new Map(
    Object.entries(manifest.pages).map(([route, file]) => {
      const parts = scriptsOf(distDir, file).map(measure);
      return [route, { text: parts.reduce((sum, p) => sum + p.text, 0), code: parts.reduce((sum, p) => sum + p.code, 0) }];
    }),
  );
}

export interface LocaleGrowth {
  route: string;
  /** First-load plus later JavaScript (gzip) over the English page's. */
  growth: number;
  /** gzip bytes of the page's strings in its language less those of the English page: its words, longer in UTF-8. */
  text: number;
  /** The rest: code or data a translated page carries that is not its text (`growth - text`). */
  code: number;
  /** Cross-check: the growth of the scripts with every string emptied (gzip bytes), code alone. */
  codeAlone: number;
}

/** Each Spanish or Arabic page's growth over its English page, split into its text's and the rest, largest first. */
export function localeGrowth(routes: RouteBytes[], text: Map<string, PageText>): LocaleGrowth[] {
  const byRoute = new Map(routes.map((r) => [r.route, r]));
  return routes.flatMap((r) => {
    const base = englishRoute(r.route) === r.route ? undefined : byRoute.get(englishRoute(r.route));
    if (!base) return [];
    const growth = r.js + r.laterJs - base.js - base.laterJs;
    const [page, english] = [text.get(r.route), text.get(base.route)];
    const textGrowth = (page?.text ?? 0) - (english?.text ?? 0);
    return [{ route: r.route, growth, text: textGrowth, code: growth - textGrowth, codeAlone: (page?.code ?? 0) - (english?.code ?? 0) }];
  });
}

/** One line per translated page whose code growth is over `localeCodeGrowth`. */
export function overCodeGrowth(growths: LocaleGrowth[], budgets: Budgets): string[] {
  const limit = budgets.localeCodeGrowth;
  if (limit === undefined) return [];
  return growths
    .filter((g) => g.code > limit)
    .map(
      (g) =>
        `${g.route}: ${kB(g.code)} more JavaScript (gzip) than its English page that is not its text (${kB(g.growth)} in all, ${kB(g.text)} of text), over the ${kB(limit)} allowed`,
    );
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
