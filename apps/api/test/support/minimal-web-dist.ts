import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface MinimalWebDist {
  dir: string;
  remove(): void;
}

/**
 * A built site in the shape the web build writes (manifest.json beside the HTML), with a few pages: enough for
 * the app to mount its web host without running the real web build.
 */
export function writeMinimalWebDist(pages: string[] = ['/', '/dashboard', '/reset-password', '/dearborn']): MinimalWebDist {
  const dir = mkdtempSync(join(tmpdir(), 'huron-web-'));
  const write = (file: string, body: string) => {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), body);
  };
  const manifestPages: Record<string, string> = {};
  for (const page of pages) {
    const file = page === '/' ? 'index.html' : `${page.slice(1)}/index.html`;
    write(file, `<!doctype html><title>${page}</title>`);
    manifestPages[page] = file;
  }
  write('404.html', '<!doctype html><title>Page not found</title>');
  write('robots.txt', 'User-agent: *');
  write('manifest.json', JSON.stringify({ pages: manifestPages, notFound: { default: '404.html', byPrefix: {} }, scriptHashes: [] }));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
