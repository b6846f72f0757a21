import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { textDirection, type Locale } from '@huron/shared/i18n';
import { isolate } from './pdf-text';

const CATALOGUE = join('libs', 'shared', 'i18n', 'messages');
let cached: Map<string, Record<string, string>> | undefined;

/**
 * The engagement letter's words come from the site's message catalogue (`sign_letter_*`), so the letter exists in
 * every language the site has. The catalogue is found by walking up from this file (the source tree, or dist/api
 * in the checkout); a language without the key falls back to English.
 */
function catalogue(locale: string): Record<string, string> {
  cached ??= new Map();
  const hit = cached.get(locale);
  if (hit) return hit;
  let dir = __dirname;
  let found: Record<string, string> = {};
  for (let i = 0; i < 10; i++) {
    const file = join(dir, CATALOGUE, `${locale}.json`);
    if (existsSync(file)) {
      found = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      break;
    }
    dir = dirname(dir);
  }
  cached.set(locale, found);
  return found;
}

/** The catalogue's words in one language (`locale`: en, es or ar). */
export interface LetterText {
  (key: string, params?: Record<string, string | number>): string;
  locale: Locale;
}

export function letterText(locale: Locale = 'en'): LetterText {
  const rtl = textDirection(locale) === 'rtl';
  const t = (key: string, params: Record<string, string | number> = {}) => {
    const template = catalogue(locale)[key] ?? catalogue('en')[key];
    if (template === undefined) throw new Error(`the message catalogue has no ${key}`);
    // In right-to-left text each value is isolated (FSI…PDI), so a date, an amount or an address keeps its order.
    const value = (name: string) => (params[name] === undefined ? `{${name}}` : rtl ? isolate(String(params[name])) : String(params[name]));
    return template.replace(/\{(\w+)\}/g, (_, name: string) => value(name));
  };
  return Object.assign(t, { locale });
}
