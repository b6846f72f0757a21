import './language-suggestion-banner.css';
import { localizedPath, type Locale } from '@huron/shared/i18n';
import { useLocation } from 'react-router';

/**
 * The suggestion, written in the suggested language: not from the page's catalogue, which holds only the page's
 * language. Here rather than in libs/shared/i18n so that only this lazily loaded part carries the words.
 */
const SUGGESTIONS: Record<Locale, { text: string; dismiss: string; label: string; dir: 'ltr' | 'rtl' }> = {
  en: { text: 'This page is available in English', dismiss: 'No thanks', label: 'Language', dir: 'ltr' },
  es: { text: 'Esta página está disponible en español', dismiss: 'No, gracias', label: 'Idioma', dir: 'ltr' },
  ar: { text: 'هذه الصفحة متاحة باللغة العربية', dismiss: 'لا، شكرًا', label: 'اللغة', dir: 'rtl' },
};

/** The suggestion itself, in the suggested language (so not from the page's catalogue, which holds only the page's). */
export default function LanguageSuggestionBanner({ locale, onDismiss }: { locale: Locale; onDismiss: () => void }) {
  const { pathname, search } = useLocation();
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return null;
  const words = SUGGESTIONS[locale];
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
