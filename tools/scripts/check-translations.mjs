// Translations (issue 46), run by `npm run lint`:
//  - key parity: es.json and ar.json hold exactly the keys of en.json, each with the same `{param}` names and markup
//    ({#tag}) as the English message. FAILS (exit 1) otherwise: a missing key would show its id on a page.
//  - stale translations: a translated article or legal page (front matter `sourceHash:`) or content file
//    (`export const sourceHash = '…'`) made from an English source that has changed since, or a source not translated
//    yet. WARNS only: the page still shows (the older translation, or English), and translators catch up.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const messagesDir = join(root, 'libs/shared/i18n/messages');
const contentSrc = join(root, 'libs/shared/content/src');
const { baseLocale, locales } = JSON.parse(readFileSync(join(root, 'libs/shared/i18n/project.inlang/settings.json'), 'utf8'));
const translatedLocales = locales.filter((locale) => locale !== baseLocale);
/**
 * The content files with visible text a translation may replace (conventions, point 3). tax-calendar.ts and hours.ts
 * hold no text of their own: their dates and hours are written in the page's language by the shared formatter.
 */
const CONTENT_FILES = ['home', 'services', 'offices', 'courses', 'knowledge-base', 'jobs', 'site'];

const PLACEHOLDER = /\{\s*([#/]?)\s*([A-Za-z_][\w]*)[^}]*\}/g;

/** The inputs and markup a message uses: `{name}`, `{#b}`, `{/b}`; a variant message's declared inputs too. */
function signature(message) {
  const names = new Set();
  const texts = [];
  const locals = new Set();
  if (typeof message === 'string') texts.push(message);
  else
    for (const variant of Array.isArray(message) ? message : [message]) {
      for (const declaration of variant?.declarations ?? []) {
        const [kind, name] = declaration.trim().split(/\s+/);
        if (kind === 'input') names.add(`{${name}}`);
        if (kind === 'local') locals.add(name);
      }
      texts.push(...Object.values(variant?.match ?? {}));
    }
  for (const text of texts) for (const [, mark, name] of String(text).matchAll(PLACEHOLDER)) if (!locals.has(name)) names.add(`{${mark}${name}}`);
  return [...names].sort().join(' ');
}

export function keyParityProblems() {
  const read = (locale) => JSON.parse(readFileSync(join(messagesDir, `${locale}.json`), 'utf8'));
  const base = read(baseLocale);
  const keys = Object.keys(base).filter((key) => key !== '$schema');
  const problems = [];
  for (const locale of translatedLocales) {
    const file = join(messagesDir, `${locale}.json`);
    if (!existsSync(file)) {
      problems.push(`${locale}.json is missing`);
      continue;
    }
    const other = read(locale);
    for (const key of keys) {
      if (!(key in other)) problems.push(`${locale}.json: missing key ${key}`);
      else if (signature(other[key]) !== signature(base[key]))
        problems.push(`${locale}.json: ${key} uses ${signature(other[key]) || 'no parameters'}, English uses ${signature(base[key]) || 'no parameters'}`);
    }
    for (const key of Object.keys(other)) if (key !== '$schema' && !(key in base)) problems.push(`${locale}.json: key ${key} is not in ${baseLocale}.json`);
  }
  return problems;
}

const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** Translated sources whose English source changed since (or which do not exist yet), as readable lines. */
export function staleTranslations() {
  const stale = [];
  const check = (english, translation, recorded) => {
    const rel = relative(root, translation);
    if (!existsSync(translation)) stale.push(`${rel}: not translated yet (English is shown)`);
    else if (!recorded) stale.push(`${rel}: no sourceHash`);
    else if (recorded !== sha256(english)) stale.push(`${rel}: made from an older ${relative(root, english)} (sourceHash differs)`);
  };
  const frontMatterHash = (file) => (existsSync(file) ? /^---[\s\S]*?^sourceHash:\s*['"]?([0-9a-f]{64})/m.exec(readFileSync(file, 'utf8'))?.[1] : undefined);
  const tsHash = (file) => (existsSync(file) ? /^export const sourceHash = '([0-9a-f]{64})'/m.exec(readFileSync(file, 'utf8'))?.[1] : undefined);
  for (const locale of translatedLocales) {
    for (const folder of ['articles', 'legal'])
      for (const name of readdirSync(join(contentSrc, folder)).filter((f) => f.endsWith('.md'))) {
        const translation = join(contentSrc, folder, locale, name);
        check(join(contentSrc, folder, name), translation, frontMatterHash(translation));
      }
    for (const name of CONTENT_FILES) {
      const english = join(contentSrc, `${name}.ts`);
      if (!existsSync(english)) continue;
      const translation = join(contentSrc, 'locales', locale, `${name}.ts`);
      check(english, translation, tsHash(translation));
    }
  }
  return stale;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const stale = staleTranslations();
  if (stale.length) console.warn(`translations: ${stale.length} stale or missing (a warning, not a failure):\n  ${stale.join('\n  ')}`);
  const problems = keyParityProblems();
  if (problems.length) {
    console.error(`translations: key parity failed (${problems.length}):\n  ${problems.slice(0, 50).join('\n  ')}`);
    process.exit(1);
  }
  console.log(`translations: ${translatedLocales.join(', ')} hold every key of ${baseLocale}.json with the same parameters`);
}
