// Compiles the interface-text catalogue (libs/shared/i18n/messages/<locale>.json) with Paraglide JS into typed,
// tree-shakable message functions under libs/shared/i18n/src/paraglide. The output is generated, not committed
// (about 1,250 files that would swamp search and review): npm's `prepare` script runs this after `npm ci` /
// `npm install`, `npm test` runs it first and the web build again, so none of them can use a stale copy.
// After editing messages/en.json while the dev server or type-checker runs: `npm run messages`.
import { readFile, readdir } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@inlang/paraglide-js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const library = join(root, 'libs/shared/i18n');
const generated = join(library, 'src/paraglide');
const options = {
  project: join(library, 'project.inlang'),
  // English only for now; adding a locale means adding it to settings.json and choosing e.g. the url strategy.
  strategy: ['baseLocale'],
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

async function compileInto(outdir) {
  // The compiler logs through consola; keep `npm test` quiet unless something is wrong.
  await compile({ ...options, outdir });
  const files = await filesUnder(outdir);
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
