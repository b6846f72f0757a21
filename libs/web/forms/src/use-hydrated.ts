import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true afterwards. Forms keep their submit button disabled
 * until then, so nothing (a password least of all) is ever submitted by the browser's own form handling.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
