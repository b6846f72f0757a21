import { currentLocale, isLocale, type Locale } from '@huron/shared/i18n';
import { lazy, Suspense, useEffect, useState } from 'react';

const DISMISSED_KEY = 'language-suggestion-dismissed';
/** Its words (in each language) and markup load only for a visitor who gets it: most never do. */
const Banner = lazy(() => import('./language-suggestion-banner'));

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
  const [suggested, setSuggested] = useState<Locale>();
  useEffect(() => setSuggested(suggestedLocale()), []);
  if (!suggested) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, suggested);
    } catch {
      // storage unavailable: closed for this page view only
    }
    setSuggested(undefined);
  };
  return (
    <Suspense fallback={null}>
      <Banner locale={suggested} onDismiss={dismiss} />
    </Suspense>
  );
}
