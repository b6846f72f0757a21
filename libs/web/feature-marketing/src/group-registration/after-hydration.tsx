import { Suspense, useSyncExternalStore, type ReactNode } from 'react';

const noop = () => () => {};

/**
 * Shows `fallback` in the prerendered HTML and while hydrating, then `children` (a React.lazy component) with the
 * same fallback until its code arrives. Rendering the lazy component only after hydration keeps the prerenderer
 * from leaving an unfinished Suspense boundary, which React reports as an error (#419) when it hydrates.
 */
export function AfterHydration({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  return hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
