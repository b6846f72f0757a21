import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { HeadCollectorProvider, prerenderPaths as staticPaths, renderHeadTags, type HeadData } from '@huron/web/ui';
import { AppProviders } from './app-providers';
import { routes, type RouteHandle } from './routes';

/** Every page the build writes as HTML (aliases such as /training are redirects, not pages). Unknown paths get the 404 page. */
export const prerenderPaths: string[] = staticPaths(routes);

/** A 404 page per path prefix: the API serves it, with HTTP 404, for unknown paths under the prefix. */
export const notFoundSamples: Record<string, string> = { '/tax-tip/': '/tax-tip/__unknown__' };

export interface RenderedPage {
  html: string;
  head: string;
  headData: HeadData;
  status: number;
  /** Source modules of the lazily loaded pages on this route. */
  modules: string[];
}

/** Renders one URL to HTML for the build (the server never renders at request time). */
export async function render(url: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${url} answered with a redirect; list its target instead`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let headData: HeadData | undefined;
  const html = renderToString(
    <StrictMode>
      <HeadCollectorProvider collect={(head) => (headData = head)}>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </HeadCollectorProvider>
    </StrictMode>,
  );
  if (!headData) throw new Error(`${url} rendered no <PageMeta>: every page needs a title and description`);
  const handles = context.matches.map((m) => (m.route.handle ?? {}) as RouteHandle);
  return {
    html,
    head: renderHeadTags(headData),
    headData,
    status: handles.find((h) => h.status)?.status ?? context.statusCode,
    modules: handles.flatMap((h) => h.module ?? []),
  };
}
