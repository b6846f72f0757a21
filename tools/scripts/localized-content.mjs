// The web build's per-language content: in the Spanish and Arabic bundles, browser and server,
// the content library's data comes from its translations where they exist, so a page carries only its language's text.
//  - src/generated/<name>.generated.ts (articles, legal pages) -> src/generated/<locale>/<name>.generated.ts, which
//    render-content.ts writes with English in place of what is not translated yet.
//  - src/<file>.ts (offices, services, home...) -> each `export const` it declares that src/locales/<locale>/<file>.ts
//    also declares is that file's export instead (the English one becomes an unread local the bundler drops); functions
//    and the other constants read the translated bindings.
//  - src/<name>-facts.ts (site-facts, office-facts, job-facts, course-facts) are never swapped: what reads the same in
//    every language (phones, addresses, ids, cents, dates) is typed there once, and each language's file adds its words.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const contentSrc = resolve(dirname(fileURLToPath(import.meta.url)), '../../libs/shared/content/src');
const GENERATED = /\/libs\/shared\/content\/src\/generated\/([a-z-]+\.generated)\.ts$/;
const CONTENT_FILE = /\/libs\/shared\/content\/src\/([a-z-]+)\.ts$/;
const EXPORTED_CONST = /^export const (\w+)/gm;

/** A Vite plugin for the bundle of `locale` (nothing to do for English, the source language). */
export function localizedContent(locale) {
  return {
    name: 'huron:localized-content',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (locale === 'en' || !source.includes('generated')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const name = resolved && GENERATED.exec(resolved.id.split('?')[0])?.[1];
      if (!name) return null;
      const translated = join(contentSrc, 'generated', locale, `${name}.ts`);
      return existsSync(translated) ? translated : null;
    },
    transform(code, id) {
      if (locale === 'en') return null;
      const file = CONTENT_FILE.exec(id.split('?')[0])?.[1];
      if (!file || file.endsWith('-facts')) return null;
      const translation = join(contentSrc, 'locales', locale, `${file}.ts`);
      if (!existsSync(translation)) return null;
      // Decided from the translation's source, not at run time: the English value of a translated export is then a
      // local nobody reads, which the bundler drops, so the page does not carry the English text beside its own.
      const translated = new Set([...readFileSync(translation, 'utf8').matchAll(EXPORTED_CONST)].map((match) => match[1]));
      const names = [...code.matchAll(EXPORTED_CONST)].map((match) => match[1]).filter((name) => translated.has(name));
      if (names.length === 0) return null;
      const replaced = code.replace(EXPORTED_CONST, (whole, name) => (translated.has(name) ? `const __english_${name}` : whole));
      return {
        code: `import { ${names.join(', ')} } from ${JSON.stringify(translation)};\nexport { ${names.join(', ')} };\n${replaced}\n`,
        map: null,
      };
    },
  };
}
