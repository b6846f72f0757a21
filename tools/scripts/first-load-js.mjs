// Prints the first-load JavaScript of built pages: every same-origin <script src> and <link rel="modulepreload">
// in the prerendered HTML, gzip-compressed (level 9), summed. `node tools/scripts/first-load-js.mjs /groupdiscount /`
// (build first: npm run build).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = join(root, process.env.WEB_DIST ?? 'dist/web');

function htmlOf(path) {
  for (const candidate of [join(dist, path, 'index.html'), join(dist, `${path.replace(/\/$/, '')}.html`)]) {
    if (existsSync(candidate)) return readFileSync(candidate, 'utf8');
  }
  throw new Error(`no built page for ${path} under ${dist}`);
}

for (const path of process.argv.slice(2).length ? process.argv.slice(2) : ['/']) {
  const html = htmlOf(path);
  const urls = new Set([...html.matchAll(/<script[^>]*\ssrc="(\/[^"]+)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="(\/[^"]+)"/g)].map((match) => match[1]));
  let total = 0;
  for (const url of urls) total += gzipSync(readFileSync(join(dist, url)), { level: 9 }).length;
  console.log(`${path}: ${(total / 1024).toFixed(1)} kB gzip in ${urls.size} files`);
}
