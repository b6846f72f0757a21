import { m, currentLocale, LOCALE_NAMES, LOCALES, localizedPath, type Locale } from '@huron/shared/i18n';
import { matchRoutes, useLocation } from 'react-router';
import { routes, type RouteHandle } from '../routes';

/**
 * The same page in each language: plain links (each language is its own bundle, so a switch is a document load), each
 * in its own language (`lang`, `hreflang`). Not in the back office, which stays English.
 */
export function LanguageSwitcher({ label }: { label: string }) {
  const { pathname, search } = useLocation();
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return null;
  const here = currentLocale();
  // A page that does not exist (a 404) has no other languages: its links go to each language's home page.
  const missing = (matchRoutes(routes, pathname)?.at(-1)?.route.handle as RouteHandle | undefined)?.status === 404;
  const target = (locale: Locale) => (missing ? localizedPath('/', locale) : localizedPath(pathname, locale) + search);
  return (
    <nav className="language-switcher" aria-label={label}>
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a href={target(locale)} lang={locale} hrefLang={locale} aria-current={locale === here ? 'page' : undefined}>
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const HeaderLanguages = () => <LanguageSwitcher label={m.language_switcher_header()} />;
export const FooterLanguages = () => <LanguageSwitcher label={m.language_switcher_footer()} />;
