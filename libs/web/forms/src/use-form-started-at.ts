import { useCallback, useEffect, useRef } from 'react';
import { useHydrated } from './use-hydrated';

/** When the page's first contentful paint was on screen (whole ms since epoch, as the API takes it), if the browser reports it. */
function firstPaintAt(): number | undefined {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByName !== 'function') return undefined;
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return paint ? Math.floor(performance.timeOrigin + paint.startTime) : undefined;
}

/**
 * When the form was first shown in this browser (ms since epoch), for the server's bot trap (`startedAt`): a form sent
 * sooner than a person can fill it counts as a bot, and is quietly dropped. A form that is part of the prerendered page
 * was shown, and could be filled in, from the page's first paint, well before the app hydrated it (/contact and
 * /send-a-friend hydrate only when the visitor reaches into the form): counting from hydration would make a quick
 * person look like a bot. A form mounted later (after a navigation, a dialog opening) counts from its mount. Never
 * taken at prerender time.
 */
export function useFormStartedAt(): () => number | undefined {
  // False only in the render that hydrates the prerendered page; kept from the first render.
  const hydrated = useHydrated();
  const mountedByTheApp = useRef(hydrated).current;
  const startedAt = useRef<number | undefined>(undefined);
  useEffect(() => {
    startedAt.current ??= (!mountedByTheApp && firstPaintAt()) || Date.now();
  }, [mountedByTheApp]);
  return useCallback(() => startedAt.current, []);
}
