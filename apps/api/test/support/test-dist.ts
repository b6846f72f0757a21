import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** A small built site for the web host's specs: two pages, a page for any record id, 404 pages, a hashed asset, robots.txt. */
export function writeTestDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'web-host-'));
  const write = (file: string, body: string, compress = false) => {
    mkdirSync(join(dist, file, '..'), { recursive: true });
    writeFileSync(join(dist, file), body);
    if (compress) {
      writeFileSync(join(dist, `${file}.br`), brotliCompressSync(body));
      writeFileSync(join(dist, `${file}.gz`), gzipSync(body));
    }
  };
  write('index.html', '<h1>home</h1>', true);
  write('dearborn/index.html', '<h1>dearborn</h1>', true);
  write('admin/payments/_any/index.html', '<h1>Payments</h1>', true);
  write('404.html', '<h1>Page not found</h1>');
  write('404-tax-tip.html', '<h1>Article Not Found</h1>');
  write('assets/app-abc123.js', 'console.log(1)', true);
  write('robots.txt', 'User-agent: *');
  write(
    'manifest.json',
    JSON.stringify({
      pages: { '/': 'index.html', '/dearborn': 'dearborn/index.html' },
      patterns: { '/admin/payments/*': 'admin/payments/_any/index.html' },
      notFound: { default: '404.html', byPrefix: { '/tax-tip/': '404-tax-tip.html' } },
      scriptHashes: [],
    }),
  );
  return dist;
}
