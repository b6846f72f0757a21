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
  /**
   * Values of the path's parameters to prerender: a list gives a page per value ('/admin/payments'); ANY_SEGMENT (last
   * parameter only) one page served for any value there, for pages whose HTML does not depend on it until the app runs
   * (a record's screen before its data loads).
   */
  prerender?: Record<string, readonly string[] | typeof ANY_SEGMENT>;
}

/** In a prerendered path: any one segment ('/admin/payments/*'). */
export const ANY_SEGMENT = '*';

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

/**
 * Every path the build writes as HTML: the static routes, and the parameter values their `handle.prerender` lists
 * ('*' for any one segment); not wildcards, other parameters or routes with a set status (404s).
 */
export function prerenderPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.index ? parent || '/' : route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    const handle = route.handle as RouteHandle | undefined;
    const isPage = (route.index || route.path !== undefined) && !route.children && !handle?.status && !path.includes('*');
    const own = isPage ? withParameters(path, handle?.prerender ?? {}).filter((concrete) => !concrete.includes(':')) : [];
    return [...own, ...prerenderPaths(route.children ?? [], path)];
  });
}

/** `path` with each `:name` replaced by each of its listed values (a path per combination). */
function withParameters(path: string, values: NonNullable<RouteHandle['prerender']>): string[] {
  const match = /:(\w+)/.exec(path);
  const listed = match ? values[match[1]!] : undefined;
  if (!match || listed === undefined) return [path];
  const options = listed === ANY_SEGMENT ? [ANY_SEGMENT] : listed;
  return options.flatMap((value) => withParameters(path.replace(match[0], value), values));
}
