// Builds the web app: a browser bundle per language, the server bundle, then the prerendered HTML. The server bundle
// stays in dist/web-render: the API renders the pages again with it when the site data staff edit changes (live-pages.ts).
import { mkdir, readFile, rename } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { compileMessages, exitAfterCompiling } from './compile-messages.mjs';
import { prerender } from './prerender.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const configFile = resolve(root, 'apps/web/vite.config.mts');
const webDist = resolve(root, 'dist/web');
const started = Date.now();

// Interface text first: the bundle imports the compiled catalogue (generated at install; recompiled so it never lags).
console.log(await compileMessages());

// One browser bundle per language, into the same folder: Paraglide's static locale (compile-messages.mjs) leaves each
// message only that language's text, so a Spanish page carries only Spanish strings. Chunks without text come out
// byte for byte the same, with the same hashed name, and are shared. Each build's entry page and manifest are kept
// under .vite/ for the prerenderer.
const { locales } = JSON.parse(await readFile(resolve(root, 'libs/shared/i18n/project.inlang/settings.json'), 'utf8'));
for (const [index, locale] of locales.entries()) {
  await build({
    configFile,
    logLevel: 'warn',
    define: { 'globalThis.__PARAGLIDE_STATIC_LOCALE__': JSON.stringify(locale) },
    build: { emptyOutDir: index === 0, manifest: `.vite/manifest.${locale}.json` },
  });
  await mkdir(resolve(webDist, '.vite'), { recursive: true });
  await rename(resolve(webDist, 'index.html'), resolve(webDist, `.vite/index.${locale}.html`));
}
await build({
  configFile,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: resolve(root, 'dist/web-render'), emptyOutDir: true, manifest: false, copyPublicDir: false },
});
const summary = await prerender({ webDist, serverEntry: resolve(root, 'dist/web-render/entry-server.mjs') });
console.log(`web: ${summary.pages} pages prerendered, ${summary.files} files compressed in ${Date.now() - started} ms`);
exitAfterCompiling();
