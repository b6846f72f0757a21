// Builds the web app: the browser bundle, a server bundle used only at build time, then the prerendered HTML.
import { rm } from 'node:fs/promises';
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
  build: { ssr: 'src/entry-server.tsx', outDir: resolve(root, 'dist/web-ssr'), emptyOutDir: true, manifest: false, copyPublicDir: false },
});
const summary = await prerender({ webDist: resolve(root, 'dist/web'), serverEntry: resolve(root, 'dist/web-ssr/entry-server.mjs') });
await rm(resolve(root, 'dist/web-ssr'), { recursive: true, force: true });
console.log(`web: ${summary.pages} pages prerendered, ${summary.files} files compressed in ${Date.now() - started} ms`);
exitAfterCompiling();
