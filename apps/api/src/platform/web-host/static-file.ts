import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { extname } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** A file held in memory with the precompressed variants the build wrote beside it. */
export interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
}

export function loadStaticFile(path: string): StaticFile {
  const variant = (suffix: string) => (existsSync(path + suffix) ? readFileSync(path + suffix) : undefined);
  return staticFile(path, readFileSync(path), variant('.br'), variant('.gz'));
}

/** A file named `name` (its extension gives the type) with these contents. */
export function staticFile(name: string, body: Buffer, br?: Buffer, gzip?: Buffer): StaticFile {
  return {
    body,
    br,
    gzip,
    type: TYPES[extname(name)] ?? 'application/octet-stream',
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  };
}
