import { createElement, use, type ComponentType, type FunctionComponent } from 'react';
import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';

/** A route component whose module loads on first render; `load()` fetches it ahead (before hydration or prerender). */
export interface LazyPage extends FunctionComponent {
  load(): Promise<ComponentType>;
}

/** Pages whose module failed to load, each with the function that lets its next render ask for it again. */
const failedPages = new Set<() => void>();

/**
 * The router's declarative mode has no `lazy` routes (the data router that has them is twice the size and this site
 * uses none of its loaders): a page instead suspends until its module arrives. Navigations are transitions, so the
 * current page stays on screen meanwhile. A failed load stays failed, so every render of that attempt (React renders
 * again after an error before it shows the error boundary) sees the same rejection instead of starting a new fetch
 * that fails and renders again, without end. Once the shell has shown its error, `retryFailedPages` lets the next
 * visit ask again.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const forgetFailure = () => (loading = undefined);
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        failedPages.add(forgetFailure);
        throw error;
      },
    ));
  const Page = () => createElement(loaded ?? use(preload()));
  return Object.assign(Page, { load: preload });
}

/** Called once a failed page's error is on screen: the next render of such a page fetches its module again. */
export function retryFailedPages(): void {
  for (const forgetFailure of failedPages) forgetFailure();
  failedPages.clear();
}

const isLazyPage = (component: unknown): component is LazyPage => typeof component === 'function' && 'load' in component;

/**
 * Loads the pages `url` shows, so the first render (hydration, prerender) finds them ready and does not suspend;
 * resolves with the matched routes.
 */
export async function loadPagesOf(routes: RouteObject[], url: string | Partial<Location>, basename?: string): Promise<RouteMatch[]> {
  const matches = matchRoutes(routes, url, basename) ?? [];
  await Promise.all(matches.map(({ route }) => (isLazyPage(route.Component) ? route.Component.load() : undefined)));
  return matches;
}
