import './language-suggestion-banner.css';
import { LOCALE_SUGGESTIONS, localizedPath, type Locale } from '@huron/shared/i18n';
import { useLocation } from 'react-router';

/** The suggestion itself, in the suggested language (so not from the page's catalogue, which holds only the page's). */
export default function LanguageSuggestionBanner({ locale, onDismiss }: { locale: Locale; onDismiss: () => void }) {
  const { pathname, search } = useLocation();
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return null;
  const words = LOCALE_SUGGESTIONS[locale];
  return (
    <aside className="language-suggestion" lang={locale} dir={words.dir} aria-label={words.label}>
      <a href={localizedPath(pathname, locale) + search} hrefLang={locale}>
        {words.text}
      </a>
      <button type="button" className="language-suggestion__close" onClick={onDismiss}>
        {words.dismiss}
      </button>
    </aside>
  );
}
