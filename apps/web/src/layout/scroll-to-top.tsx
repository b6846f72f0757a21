import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The new page's main heading (or main itself), made focusable without entering the tab order. */
function focusTarget(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    return heading;
  }
  return document.getElementById('main');
}

/**
 * After an in-site navigation: start at the top (or at the #anchor) and move focus to the new page's main heading,
 * so keyboard and screen-reader users land on the new content and hear its name, instead of staying in the footer.
 * The first render (a full page load) leaves focus where the browser puts it.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (anchor) {
      anchor.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
    focusTarget()?.focus({ preventScroll: true });
  }, [pathname, hash]);
  return null;
}
