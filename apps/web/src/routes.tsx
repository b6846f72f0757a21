import type { RouteObject } from 'react-router';
import { NotFoundPage } from './layout/not-found-page';
import { RootLayout } from './layout/root-layout';

/** What the prerenderer and server read from a matched route. */
export interface RouteHandle {
  /** HTTP status the page is served with. */
  status?: number;
  /** Source module of the lazily loaded page, so its chunk can be preloaded in the HTML. */
  module?: string;
}

type PageModule = Record<string, unknown>;

/** A page from a lazily loaded feature library; `exportName` is the component it exports. */
function lazyPage(module: string, load: () => Promise<PageModule>, exportName: string): Pick<RouteObject, 'handle' | 'lazy'> {
  return {
    handle: { module } satisfies RouteHandle,
    lazy: async () => ({ Component: (await load())[exportName] as React.ComponentType }),
  };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      { index: true, ...lazyPage('libs/web/feature-marketing/src/pages/home.tsx', () => import('@huron/web/feature-marketing/pages/home'), 'HomePage') },
      { path: '*', Component: NotFoundPage, handle: { status: 404 } satisfies RouteHandle },
    ],
  },
];

/** Every page the build writes as HTML. Unknown paths get the 404 page. */
export const prerenderPaths: string[] = ['/'];
