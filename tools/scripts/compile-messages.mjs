// Compiles the interface-text catalogue (libs/shared/i18n/messages/<locale>.json) with Paraglide JS into typed,
// tree-shakable message functions under libs/shared/i18n/src/paraglide. The output is committed, so type-check,
// lint, Jest and the Vite dev server work on a fresh clone without a generate step; the web build recompiles it.
// --check: write nothing, exit 1 when the committed output differs from a fresh compile (or compiles no message).
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@inlang/paraglide-js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const library = join(root, 'libs/shared/i18n');
const committed = join(library, 'src/paraglide');
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

/** Compiles into the committed folder (what `npm run messages` and the web build do). */
export async function compileMessages() {
  const files = await compileInto(committed);
  return `messages: compiled ${files.size} files into ${relative(root, committed)}`;
}

/** Compiles into a scratch folder and lists the committed files that differ from it. */
export async function staleMessageFiles() {
  const scratch = await mkdtemp(join(tmpdir(), 'paraglide-'));
  try {
    const fresh = await compileInto(scratch);
    const current = await filesUnder(committed).catch(() => new Map());
    return [...new Set([...fresh.keys(), ...current.keys()])].filter((f) => fresh.get(f) !== current.get(f));
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Ends a script that compiled the catalogue. Paraglide's storage engine (lix, in WebAssembly) leaves timers behind
 * after its project is closed, which kept the process alive for another 20-23 s with nothing left to do.
 */
export function exitAfterCompiling(code = 0) {
  process.exit(code);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const stale = await staleMessageFiles();
    if (stale.length) {
      console.error(`libs/shared/i18n/src/paraglide is out of date (${stale.slice(0, 5).join(', ')}${stale.length > 5 ? ', ...' : ''}): run \`npm run messages\``);
      exitAfterCompiling(1);
    }
    console.log('messages: compiled catalogue up to date');
  } else {
    console.log(await compileMessages());
  }
  exitAfterCompiling();
}
