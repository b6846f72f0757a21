import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/** What the prerenderer and server read from a matched route. */
export interface RouteHandle {
  /** HTTP status the page is served with. */
  status?: number;
  /** Source module(s) of the lazily loaded page, so the prerenderer can emit modulepreload links for their chunks. */
  module?: string | string[];
  /** Only for signed-in people: a tab that holds no session goes to /login before the page paints. */
  signedInOnly?: boolean;
}

/** The lazy loaders `import.meta.glob('./pages/*.tsx')` returns in a feature library's index.ts. */
export type PageLoaders = Record<string, () => Promise<unknown>>;

export interface FeaturePages {
  /** `handle` and `Component` (a lazyPage) of the route that shows `./pages/<file>.tsx`'s export `exportName`. */
  route(file: string, exportName: string, handle?: Omit<RouteHandle, 'module'>): Pick<RouteObject, 'handle' | 'Component'>;
  /** The page's source path from the workspace root, as the build manifest names it. */
  module(file: string): string;
  /** Loads the page module (for routes that combine it with other lazily loaded data). */
  load(file: string): Promise<Record<string, unknown>>;
}

/**
 * The pages of one feature library, each its own chunk. `handle.module` is derived from the same glob key that
 * loads the page, so it cannot name another file; a wrong `library` fails the build ("No built chunk").
 */
export function featurePages(library: string, loaders: PageLoaders): FeaturePages {
  const loader = (file: string) => {
    const load = loaders[`./pages/${file}.tsx`];
    if (!load) throw new Error(`${library} has no page ./pages/${file}.tsx`);
    return load as () => Promise<Record<string, unknown>>;
  };
  const module = (file: string) => {
    loader(file);
    return `libs/web/${library}/src/pages/${file}.tsx`;
  };
  return {
    module,
    load: (file) => loader(file)(),
    route(file, exportName, handle) {
      const load = loader(file);
      return {
        handle: { ...handle, module: module(file) } satisfies RouteHandle,
        Component: lazyPage(async () => {
          const Component = (await load())[exportName] as ComponentType | undefined;
          if (!Component) throw new Error(`./pages/${file}.tsx of ${library} exports no ${exportName}`);
          return Component;
        }),
      };
    },
  };
}

/** Every path the build writes as HTML: the static routes, without wildcards, parameters or a set status (404s). */
export function prerenderPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.index ? parent || '/' : route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    const own = (route.index || route.path !== undefined) && !route.children && !/[:*]/.test(path) && !(route.handle as RouteHandle | undefined)?.status ? [path] : [];
    return [...own, ...prerenderPaths(route.children ?? [], path)];
  });
}
