import { createElement, use, type ComponentType, type FunctionComponent } from 'react';
import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';

/** A route component whose module loads on first render; `load()` fetches it ahead (before hydration or prerender). */
export interface LazyPage extends FunctionComponent {
  load(): Promise<ComponentType>;
}

/**
 * The router's declarative mode has no `lazy` routes (the data router that has them is twice the size and this site
 * uses none of its loaders): a page instead suspends until its module arrives. Navigations are transitions, so the
 * current page stays on screen meanwhile. A module that failed to load is asked for again on the next render (a
 * browser may answer that from memory until the page is reloaded: the shell's error view offers the reload).
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Page = () => createElement(loaded ?? use(preload()));
  return Object.assign(Page, { load: preload });
}

const isLazyPage = (component: unknown): component is LazyPage => typeof component === 'function' && 'load' in component;

/**
 * Loads the pages `url` shows, so the first render (hydration, prerender) finds them ready and does not suspend;
 * resolves with the matched routes.
 */
export async function loadPagesOf(routes: RouteObject[], url: string | Partial<Location>): Promise<RouteMatch[]> {
  const matches = matchRoutes(routes, url) ?? [];
  await Promise.all(matches.map(({ route }) => (isLazyPage(route.Component) ? route.Component.load() : undefined)));
  return matches;
}
