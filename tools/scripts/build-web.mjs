// Builds the web app: a browser bundle per language, the server bundle, then the prerendered HTML. The server bundle
// stays in dist/web-render: the API renders the pages again with it when the site data staff edit changes (live-pages.ts).
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { compileMessages, exitAfterCompiling } from './compile-messages.mjs';
import { localizedContent } from './localized-content.mjs';
import { prerender } from './prerender.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const configFile = resolve(root, 'apps/web/vite.config.mts');
const webDist = resolve(root, 'dist/web');
const started = Date.now();

// Interface text first: the bundle imports the compiled catalogue (generated at install; recompiled so it never lags).
console.log(await compileMessages());

// One browser bundle per language, into the same folder: Paraglide's static locale (compile-messages.mjs) leaves each
// message only that language's text, and the content library its translation (localized-content.mjs), so a Spanish
// page carries only Spanish strings. Chunks without text come out byte for byte the same, with the same hashed name,
// and are shared. Each build's entry page and manifest are kept under .vite/ for the prerenderer. Then a server bundle
// per language, and one entry that hands each URL to its language's (what the prerenderer and the API's live pages load).
const { locales } = JSON.parse(await readFile(resolve(root, 'libs/shared/i18n/project.inlang/settings.json'), 'utf8'));
for (const [index, locale] of locales.entries()) {
  await build({
    configFile,
    logLevel: 'warn',
    define: { 'globalThis.__PARAGLIDE_STATIC_LOCALE__': JSON.stringify(locale) },
    plugins: [localizedContent(locale)],
    build: { emptyOutDir: index === 0, manifest: `.vite/manifest.${locale}.json` },
  });
  await mkdir(resolve(webDist, '.vite'), { recursive: true });
  await rename(resolve(webDist, 'index.html'), resolve(webDist, `.vite/index.${locale}.html`));
}
const renderDist = resolve(root, 'dist/web-render');
for (const locale of locales) {
  await build({
    configFile,
    logLevel: 'warn',
    define: { 'globalThis.__PARAGLIDE_STATIC_LOCALE__': JSON.stringify(locale) },
    plugins: [localizedContent(locale)],
    build: { ssr: 'src/entry-server.tsx', outDir: resolve(renderDist, locale), emptyOutDir: true, manifest: false, copyPublicDir: false },
  });
}
await writeFile(resolve(renderDist, 'entry-server.mjs'), serverDispatcher(locales));
const summary = await prerender({ webDist, serverEntry: resolve(root, 'dist/web-render/entry-server.mjs') });
console.log(`web: ${summary.pages} pages prerendered, ${summary.files} files compressed in ${Date.now() - started} ms`);
exitAfterCompiling();

/** The server entry the prerenderer and the API load: the English bundle's exports, `render` by the URL's language. */
function serverDispatcher(all) {
  const [base, ...others] = all;
  return [
    ...all.map((locale) => `import * as ${locale} from './${locale}/entry-server.mjs';`),
    `export * from './${base}/entry-server.mjs';`,
    `const bundles = { ${all.join(', ')} };`,
    `const localeOf = (url) => { const first = /^\\/(${others.join('|')})(?=[/?#]|$)/.exec(url); return first ? first[1] : '${base}'; };`,
    `export const render = (url, siteData) => bundles[localeOf(url)].render(url, siteData);`,
    '',
  ].join('\n');
}
