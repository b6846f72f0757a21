// Builds the web app: the browser bundle, the server bundle, then the prerendered HTML. The server bundle stays in
// dist/web-render: the API renders the pages again with it when the site data staff edit changes (live-pages.ts).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { compileMessages, exitAfterCompiling } from './compile-messages.mjs';
import { prerender } from './prerender.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const configFile = resolve(root, 'apps/web/vite.config.mts');
const started = Date.now();

// Interface text first: the bundle imports the compiled catalogue (generated at install; recompiled so it never lags).
console.log(await compileMessages());

await build({ configFile, logLevel: 'warn' });
await build({
  configFile,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: resolve(root, 'dist/web-render'), emptyOutDir: true, manifest: false, copyPublicDir: false },
});
const summary = await prerender({ webDist: resolve(root, 'dist/web'), serverEntry: resolve(root, 'dist/web-render/entry-server.mjs') });
console.log(`web: ${summary.pages} pages prerendered, ${summary.files} files compressed in ${Date.now() - started} ms`);
exitAfterCompiling();
