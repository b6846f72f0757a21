import { currentLocale, isLocale, LOCALE_SUGGESTIONS, localizedPath, type Locale } from '@huron/shared/i18n';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

const DISMISSED_KEY = 'language-suggestion-dismissed';

/** The first of the browser's languages the site has, when it is not this page's and the visitor has not said no. */
function suggestedLocale(): Locale | undefined {
  try {
    if (localStorage.getItem(DISMISSED_KEY)) return undefined;
  } catch {
    return undefined;
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language === currentLocale() ? undefined : language;
  }
  return undefined;
}

/**
 * No automatic redirect: a visitor whose browser prefers Spanish or Arabic, on a page in another language, is told in
 * that language that the page exists in it ("Esta página está disponible en español"), with the link. Closing it is
 * remembered (localStorage). Shown after hydration only (the prerendered page cannot know the visitor's language).
 */
export function LanguageSuggestion() {
  const { pathname, search } = useLocation();
  const [suggested, setSuggested] = useState<Locale>();
  useEffect(() => setSuggested(suggestedLocale()), []);
  if (!suggested || pathname === '/admin' || pathname.startsWith('/admin/')) return null;
  const words = LOCALE_SUGGESTIONS[suggested];
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, suggested);
    } catch {
      // storage unavailable: closed for this page view only
    }
    setSuggested(undefined);
  };
  return (
    <aside className="language-suggestion" lang={suggested} dir={words.dir} aria-label={words.label}>
      <a href={localizedPath(pathname, suggested) + search} hrefLang={suggested}>
        {words.text}
      </a>
      <button type="button" className="language-suggestion__close" onClick={dismiss}>
        {words.dismiss}
      </button>
    </aside>
  );
}
