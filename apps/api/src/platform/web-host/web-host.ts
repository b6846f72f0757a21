import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { redirects } from '@huron/shared/content';
import { ApiError } from '../http/api-error';
import { toErrorBody } from '../http/api-exception.filter';
import { loadStaticFile, type StaticFile } from './static-file';
import type { WebManifest } from './web-manifest';

const SKIP = /^\/(api|auth\/v1)(\/|$)/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
const SHORT = 'public, max-age=3600';

export interface WebHost {
  manifest: WebManifest;
  handle(req: Request, res: Response, next: NextFunction): void;
}

/**
 * Serves the built web app from memory: prerendered HTML per page (404 status for unknown paths), hashed
 * assets cached for a year, everything in the brotli/gzip variants the build produced.
 */
export function createWebHost(distDir: string): WebHost {
  const manifest = JSON.parse(readFileSync(join(distDir, 'manifest.json'), 'utf8')) as WebManifest;
  const files = new Map<string, StaticFile>();
  for (const file of walk(distDir)) {
    if (/\.(br|gz)$/.test(file) || file.endsWith('manifest.json')) continue;
    files.set('/' + relative(distDir, file).split(sep).join('/'), loadStaticFile(file));
  }
  const pages = new Map(Object.entries(manifest.pages).map(([path, file]) => [path, files.get('/' + file)!]));
  const notFoundDefault = files.get('/' + manifest.notFound.default)!;
  const notFoundByPrefix = Object.entries(manifest.notFound.byPrefix).map(([prefix, file]) => [prefix, files.get('/' + file)!] as const);

  const isKnown = (path: string) => pages.has(path) || redirects[path] !== undefined || (!path.endsWith('.html') && files.has(path));

  function handle(req: Request, res: Response, next: NextFunction): void {
    if (SKIP.test(req.path)) return next();
    const path = req.path;
    if (req.method !== 'GET' && req.method !== 'HEAD') return isKnown(path) ? methodNotAllowed(req, res) : next();
    const target = redirects[path] ?? (path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : undefined);
    if (target !== undefined) {
      const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
      res.redirect(301, sameOriginPath(target) + query);
      return;
    }
    const page = pages.get(path);
    if (page) return send(req, res, page, 200, REVALIDATE);
    const asset = path.endsWith('.html') ? undefined : files.get(path);
    if (asset) return send(req, res, asset, 200, path.startsWith('/assets/') ? IMMUTABLE : SHORT);
    const missing = notFoundByPrefix.find(([prefix]) => path.startsWith(prefix))?.[1] ?? notFoundDefault;
    send(req, res, missing, 404, 'no-store');
  }

  return { manifest, handle };
}

/**
 * Collapses a leading run of slashes and backslashes, raw or percent-encoded, to one '/': `//evil.example`,
 * `/\evil.example` and `/%2F%2Fevil.example` become `/evil.example`. The result starts with '/' followed by
 * anything but '/' or '\', so no browser can read it as a protocol-relative URL to another host.
 */
export function sameOriginPath(path: string): string {
  return path.replace(/^(?:[/\\]|%2f|%5c)+/i, '/');
}

/** The site's files are read-only: a known path asked with another method gets 405 in the /api error shape. */
function methodNotAllowed(req: Request, res: Response): void {
  const error = new ApiError(405, 'method_not_allowed', `${req.method} is not allowed here; use GET or HEAD`);
  res.setHeader('Allow', 'GET, HEAD');
  res.status(405).json({ ...toErrorBody(error), requestId: req.id });
}

function send(req: Request, res: Response, file: StaticFile, status: number, cacheControl: string): void {
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Content-Type', file.type);
  res.setHeader('ETag', file.etag);
  if (status === 200 && req.headers['if-none-match'] === file.etag) {
    res.status(304).end();
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
  res.status(status);
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
