import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface RouteBytes {
  route: string;
  /** gzip bytes of the module scripts and module preloads the page's HTML names: what loads before it is usable. */
  js: number;
  /** gzip bytes of its stylesheets. */
  css: number;
}

export interface Budgets {
  /** Routes (exact) held to the form budget; every other page is a content page. */
  formRoutes: string[];
  contentJs: number;
  formJs: number;
  css: number;
}

const SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g;
const PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g;
const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g;

const urlsIn = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!);

/** The build's own .gz variant when it wrote one, else gzip at the default level. */
function gzipBytes(distDir: string, url: string): number {
  const file = join(distDir, url.replace(/^\//, '').split('?')[0]!);
  return existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(readFileSync(file)).length;
}

/** What each prerendered page of the build's manifest loads before it is usable, in gzip bytes. */
export function measureRoutes(distDir: string): RouteBytes[] {
  const manifest = JSON.parse(readFileSync(join(distDir, 'manifest.json'), 'utf8')) as { pages: Record<string, string> };
  return Object.entries(manifest.pages).map(([route, file]) => {
    const html = readFileSync(join(distDir, file), 'utf8');
    const sum = (urls: string[]) => [...new Set(urls)].reduce((total, url) => total + gzipBytes(distDir, url), 0);
    return { route, js: sum([...urlsIn(html, SCRIPT), ...urlsIn(html, PRELOAD)]), css: sum(urlsIn(html, STYLESHEET)) };
  });
}

/** One line per route over its budget, naming the route, the measure and both figures. */
export function overBudget(routes: RouteBytes[], budgets: Budgets): string[] {
  return routes.flatMap(({ route, js, css }) => {
    const form = budgets.formRoutes.includes(route);
    const jsLimit = form ? budgets.formJs : budgets.contentJs;
    return [
      ...(js > jsLimit ? [`${route}: ${kB(js)} of JavaScript (gzip) is over the ${form ? 'form' : 'content'} page budget of ${kB(jsLimit)}`] : []),
      ...(css > budgets.css ? [`${route}: ${kB(css)} of CSS (gzip) is over the budget of ${kB(budgets.css)}`] : []),
    ];
  });
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
