// The site's languages and where each lives: English at /, Spanish at /es/..., Arabic (right to left) at /ar/..., the
// same slugs after the prefix. The current locale is Paraglide's: fixed per browser bundle by the web build, set per
// render by the server entry, passed per call (`m.key(inputs, { locale })`) by the API's mails.
import { baseLocale, getLocale, locales, overwriteGetLocale } from '../paraglide/runtime.js';

export type Locale = (typeof locales)[number];
export const LOCALES: readonly Locale[] = locales;
export const BASE_LOCALE: Locale = baseLocale;

/** The BCP 47 tags dates, money and plurals are formatted with (Latin digits in Arabic, as Michigan forms are written). */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-US', ar: 'ar-u-nu-latn' };
/** Each language's name in itself, as a language switcher offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español', ar: 'العربية' };
/** og:locale values. */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_US', es: 'es_US', ar: 'ar_AR' };

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (locales as readonly string[]).includes(value);

/** 'rtl' for Arabic. */
export const textDirection = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

/**
 * The language of the page being rendered or shown. In the browser the build defines the global as its bundle's
 * language, so this folds to a constant and Paraglide's locale resolution stays out of the pages' script.
 */
export const currentLocale = (): Locale => (globalThis as { __PARAGLIDE_STATIC_LOCALE__?: Locale }).__PARAGLIDE_STATIC_LOCALE__ ?? getLocale();

/** Sets the language of what is rendered next (server entry), without reloading anything. */
export function setRenderLocale(locale: Locale): void {
  overwriteGetLocale(() => locale);
}

/** The path prefix of a locale: '' for English, '/es' for Spanish. */
export const localePrefix = (locale: Locale): string => (locale === baseLocale ? '' : `/${locale}`);

/** The locale a path is in: '/es/contact' -> 'es', '/contact' -> 'en'. */
export function localeOfPath(path: string): Locale {
  const first = /^\/([a-z]{2})(?=\/|$)/.exec(path)?.[1];
  return first !== undefined && first !== baseLocale && isLocale(first) ? first : baseLocale;
}

/** The path without its locale prefix: '/es/contact' -> '/contact', '/es' -> '/'. */
export function unlocalizedPath(path: string): string {
  const locale = localeOfPath(path);
  if (locale === baseLocale) return path;
  return path.slice(locale.length + 1) || '/';
}

/** The same page in `locale`: ('/es/contact', 'ar') -> '/ar/contact'; ('/es', 'en') -> '/'. */
export function localizedPath(path: string, locale: Locale): string {
  const bare = unlocalizedPath(path);
  const prefix = localePrefix(locale);
  return prefix === '' ? bare : bare === '/' ? prefix : `${prefix}${bare}`;
}
