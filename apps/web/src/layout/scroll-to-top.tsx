import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Every route change starts at the top of the page (links to an #anchor scroll there instead). */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
