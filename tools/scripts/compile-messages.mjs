// Compiles the interface-text catalogue (libs/shared/i18n/messages/<locale>.json) with Paraglide JS into typed,
// tree-shakable message functions under libs/shared/i18n/src/paraglide. The output is generated, not committed
// (about 1,250 files that would swamp search and review): npm's `prepare` script runs this after `npm ci` /
// `npm install`, `npm test` runs it first and the web build again, so none of them can use a stale copy.
// After editing messages/en.json while the dev server or type-checker runs: `npm run messages`.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@inlang/paraglide-js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const library = join(root, 'libs/shared/i18n');
const generated = join(library, 'src/paraglide');
const options = {
  project: join(library, 'project.inlang'),
  // en, es and ar (settings.json). The locale is the page's: the web build makes one browser bundle per locale (tools/
  // scripts/build-web.mjs defines `globalThis.__PARAGLIDE_STATIC_LOCALE__`, so each message keeps only that locale's
  // text and a page carries only its language's strings); the server render and the API set it per call
  // (setLocale, or `m.key(inputs, { locale })` in mails), where the global is undefined.
  strategy: ['globalVariable', 'baseLocale'],
  experimentalStaticLocale: '/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__',
  emitTsDeclarations: true,
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
};

async function filesUnder(dir) {
  const out = new Map();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out.set(relative(dir, path), await readFile(path, 'utf8'));
  }
  return out;
}

/**
 * Each message warns when a call passes `{ locale }` inside a locale's bundle. Nothing in the browser does (mails, the
 * one caller with a locale, run in the API), and the line, kept by the minifier in every message, cost a page about
 * 10 bytes gzip per message it shows.
 */
const STATIC_LOCALE_WARNING =
  /\n\s*if \(\/\*\* @type \{any\} \*\/ \(globalThis\)\.__PARAGLIDE_STATIC_LOCALE__ !== undefined && options\.locale !== undefined[^\n]*/;

async function compileInto(outdir) {
  // The compiler logs through consola; keep `npm test` quiet unless something is wrong.
  await compile({ ...options, outdir });
  const files = await filesUnder(outdir);
  for (const [name, text] of files) {
    if (!name.startsWith('messages/') || !name.endsWith('.js')) continue;
    const trimmed = text.replace(STATIC_LOCALE_WARNING, '');
    if (trimmed !== text) {
      files.set(name, trimmed);
      await writeFile(join(outdir, name), trimmed);
    }
  }
  const messages = [...files.keys()].filter((f) => f.startsWith('messages/') && f.endsWith('.js') && !f.endsWith('_index.js'));
  // Without a working plugin Paraglide still reports success, with zero messages: refuse that.
  if (messages.length === 0) throw new Error('compile-messages: Paraglide compiled no messages; check project.inlang/settings.json modules');
  return files;
}

/** Compiles into libs/shared/i18n/src/paraglide (what `npm run messages`, `npm test` and the web build do). */
export async function compileMessages() {
  const files = await compileInto(generated);
  return `messages: compiled ${files.size} files into ${relative(root, generated)}`;
}

/**
 * Ends a script that compiled the catalogue. Paraglide's storage engine (lix, in WebAssembly) leaves timers behind
 * after its project is closed, which kept the process alive for another 20-23 s with nothing left to do.
 */
export function exitAfterCompiling(code = 0) {
  process.exit(code);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await compileMessages());
  exitAfterCompiling();
}
