import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { redirects } from '@huron/shared/content';
import { ApiError } from '../http/api-error';
import { toErrorBody } from '../http/api-exception.filter';
import { loadStaticFile, type StaticFile } from './static-file';
import type { WebManifest } from './web-manifest';

const SKIP = /^\/(api|auth\/v1)(\/|$)/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
const SHORT = 'public, max-age=3600';

/** A request as the web host reads it: Node's own, or Express's (a subclass). `id` is set by the request log. */
type SiteRequest = IncomingMessage & { id?: string };

export interface WebHost {
  manifest: WebManifest;
  /** Whether `handle` answers this request itself (it never calls `next` for these). */
  claims(method: string | undefined, path: string): boolean;
  /** Works on plain Node objects, so it can run ahead of Express (see serveSiteAheadOfExpress) or as middleware. */
  handle(req: SiteRequest, res: ServerResponse, next: () => void): void;
  /** A file as served now, by its name relative to the dist folder (e.g. "tax-school/index.html"). */
  file(name: string): StaticFile | undefined;
  /** Serves these files (same names, new contents) from now on: the pages rendered again with the site data. */
  replace(updates: Map<string, StaticFile>): void;
}

/**
 * Serves the built web app from memory: prerendered HTML per page or page pattern (404 status for unknown paths), hashed
 * assets cached for a year, everything in the brotli/gzip variants the build produced.
 */
export function createWebHost(distDir: string): WebHost {
  const manifest = JSON.parse(readFileSync(join(distDir, 'manifest.json'), 'utf8')) as WebManifest;
  const files = new Map<string, StaticFile>();
  for (const file of walk(distDir)) {
    if (/\.(br|gz)$/.test(file) || file.endsWith('manifest.json')) continue;
    files.set('/' + relative(distDir, file).split(sep).join('/'), loadStaticFile(file));
  }
  // Pages are looked up by file name at each request: live-pages.ts replaces a file's contents when the site data changes.
  const byName = (name: string) => files.get('/' + name)!;
  const pages = new Map(Object.entries(manifest.pages).map(([path, file]) => [path, file]));
  const patterns = Object.entries(manifest.patterns ?? {}).map(([pattern, file]) => [pattern.replace(/\*$/, ''), file] as const);
  /** The page whose pattern's prefix `path` extends by one non-empty segment. */
  const patternPage = (path: string) =>
    patterns.find(([prefix]) => path.length > prefix.length && path.startsWith(prefix) && !path.includes('/', prefix.length))?.[1];
  const notFoundByPrefix = Object.entries(manifest.notFound.byPrefix);

  const isKnown = (path: string) =>
    pages.has(path) || patternPage(path) !== undefined || redirects[path] !== undefined || (!path.endsWith('.html') && files.has(path));

  const claims = (method: string | undefined, path: string) =>
    path.startsWith('/') && !SKIP.test(path) && (method === 'GET' || method === 'HEAD' || isKnown(path));

  function handle(req: SiteRequest, res: ServerResponse, next: () => void): void {
    const { path, query } = splitUrl(req.url ?? '/');
    if (!claims(req.method, path)) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(req, res);
    const target = redirects[path] ?? (path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : undefined);
    if (target !== undefined) return redirect(res, sameOriginPath(target) + query);
    const page = pages.get(path) ?? patternPage(path);
    if (page) return send(req, res, byName(page), 200, REVALIDATE);
    const asset = path.endsWith('.html') ? undefined : files.get(path);
    if (asset) return send(req, res, asset, 200, path.startsWith('/assets/') ? IMMUTABLE : SHORT);
    const missing = notFoundByPrefix.find(([prefix]) => path.startsWith(prefix))?.[1] ?? manifest.notFound.default;
    send(req, res, byName(missing), 404, 'no-store');
  }

  const file = (name: string) => files.get('/' + name);
  const replace = (updates: Map<string, StaticFile>) => {
    for (const [name, contents] of updates) {
      if (!files.has('/' + name)) throw new Error(`${name} is not a file of the site`);
      files.set('/' + name, contents);
    }
  };

  return { manifest, claims, handle, file, replace };
}

/**
 * Collapses a leading run of slashes and backslashes, raw or percent-encoded, to one '/': `//evil.example`,
 * `/\evil.example` and `/%2F%2Fevil.example` become `/evil.example`. The result starts with '/' followed by
 * anything but '/' or '\', so no browser can read it as a protocol-relative URL to another host.
 */
export function sameOriginPath(path: string): string {
  return path.replace(/^(?:[/\\]|%2f|%5c)+/i, '/');
}

/** The path (still percent-encoded, as Express's req.path) and the query string with its '?', or ''. */
export function splitUrl(url: string): { path: string; query: string } {
  const mark = url.indexOf('?');
  return mark === -1 ? { path: url, query: '' } : { path: url.slice(0, mark), query: url.slice(mark) };
}

/** The site's files are read-only: a known path asked with another method gets 405 in the /api error shape. */
function methodNotAllowed(req: SiteRequest, res: ServerResponse): void {
  const error = new ApiError(405, 'method_not_allowed', `${req.method} is not allowed here; use GET or HEAD`);
  const body = JSON.stringify({ ...toErrorBody(error), requestId: req.id });
  res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

function redirect(res: ServerResponse, location: string): void {
  const body = `Moved Permanently. Redirecting to ${location}`;
  res.writeHead(301, { Location: location, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

function send(req: SiteRequest, res: ServerResponse, file: StaticFile, status: number, cacheControl: string): void {
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Content-Type', file.type);
  res.setHeader('ETag', file.etag);
  if (status === 200 && req.headers['if-none-match'] === file.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const accepts = String(req.headers['accept-encoding'] ?? '');
  let body = file.body;
  if (file.br && /\bbr\b/.test(accepts)) {
    body = file.br;
    res.setHeader('Content-Encoding', 'br');
  } else if (file.gzip && /\bgzip\b/.test(accepts)) {
    body = file.gzip;
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.setHeader('Content-Length', body.length);
  res.statusCode = status;
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}
