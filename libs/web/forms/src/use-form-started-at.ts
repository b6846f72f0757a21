import { useCallback, useEffect, useRef } from 'react';

/**
 * When the form became usable in this browser (ms since epoch), for the server's bot trap (`startedAt`): a form
 * sent sooner than a person can fill it counts as a bot. Taken after hydration, never at prerender time.
 */
export function useFormStartedAt(): () => number | undefined {
  const startedAt = useRef<number | undefined>(undefined);
  useEffect(() => {
    startedAt.current ??= Date.now();
  }, []);
  return useCallback(() => startedAt.current, []);
}
