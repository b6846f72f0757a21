import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * What `npm run build` wrote to dist/web (E2E_WEB_DIST, set by playwright.config.ts; the servers serve the same
 * folder), so tests can check the served site against the build rather than against a hand-kept list.
 */
function webDist(): string {
  const dir = process.env['E2E_WEB_DIST'];
  if (!dir) throw new Error('E2E_WEB_DIST is not set: run the tests through apps/web-e2e/playwright.config.ts');
  return dir;
}

interface WebManifest {
  pages: Record<string, string>;
  notFound: { default: string; byPrefix: Record<string, string> };
  scriptHashes: string[];
  styleHashes?: string[];
}

const readManifest = () => JSON.parse(readFileSync(join(webDist(), 'manifest.json'), 'utf8')) as WebManifest;

/** The sha256 sources ('sha256-...') of the inline scripts in the built HTML, which the CSP must admit. */
export function builtScriptHashes(): string[] {
  return readManifest().scriptHashes;
}

/** The hashes of the inline stylesheet the prerenderer put into every page. */
export function builtStyleHashes(): string[] {
  return readManifest().styleHashes ?? [];
}

export interface BuiltDocument {
  /** The file under dist/web, e.g. "dearborn/index.html" or "404.html". */
  file: string;
  /** The page path it is served at; undefined for the 404 documents. */
  path?: string;
  html: string;
}

function* htmlFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* htmlFiles(full);
    else if (name.endsWith('.html')) yield relative(webDist(), full).split(sep).join('/');
  }
}

/** Every prerendered HTML document in the build: each page of the manifest and each 404 document. */
export function builtDocuments(): BuiltDocument[] {
  const manifest = readManifest();
  const pathOf = new Map(Object.entries(manifest.pages).map(([path, file]) => [file, path]));
  return [...htmlFiles(webDist())].sort().map((file) => ({ file, path: pathOf.get(file), html: readFileSync(join(webDist(), file), 'utf8') }));
}

export const isNoindex = (html: string) => /<meta name="robots" content="[^"]*noindex/.test(html);

/** The page paths a search engine should index: every prerendered page that does not say noindex. */
export function indexablePaths(): string[] {
  return builtDocuments()
    .filter((doc) => doc.path !== undefined && !isNoindex(doc.html))
    .map((doc) => doc.path!);
}

/** The <loc> entries of a sitemap, as paths on `siteUrl`; anything off that origin is returned whole. */
export function sitemapPaths(xml: string, siteUrl: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1]!.startsWith(`${siteUrl}/`) ? m[1]!.slice(siteUrl.length) : m[1]!));
}

/** The sitemap.xml the build wrote. */
export function builtSitemap(): string {
  return readFileSync(join(webDist(), 'sitemap.xml'), 'utf8');
}
