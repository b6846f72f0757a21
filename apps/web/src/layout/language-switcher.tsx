import { m, currentLocale, LOCALE_NAMES, LOCALES, localizedPath } from '@huron/shared/i18n';
import { useLocation } from 'react-router';

/**
 * The same page in each language: plain links (each language is its own bundle, so a switch is a document load), each
 * in its own language (`lang`, `hreflang`). Not in the back office, which stays English.
 */
export function LanguageSwitcher({ label }: { label: string }) {
  const { pathname, search } = useLocation();
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return null;
  const here = currentLocale();
  return (
    <nav className="language-switcher" aria-label={label}>
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a href={localizedPath(pathname, locale) + search} lang={locale} hrefLang={locale} aria-current={locale === here ? 'page' : undefined}>
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
