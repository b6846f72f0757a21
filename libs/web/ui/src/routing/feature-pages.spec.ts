import type { RouteObject } from 'react-router';
import { ANY_SEGMENT, featurePages, prerenderPaths } from './feature-pages';
import type { LazyPage } from './lazy-page';

describe('featurePages', () => {
  const CareersPage = () => null;
  const loaders = { './pages/careers.tsx': async () => ({ CareersPage }) };

  it('names the file the route loads, so the prerenderer can preload its chunk', () => {
    expect(featurePages('feature-careers', loaders).route('careers', 'CareersPage').handle).toEqual({
      module: 'libs/web/feature-careers/src/pages/careers.tsx',
    });
  });

  it('refuses a page the library does not have', () => {
    expect(() => featurePages('feature-careers', loaders).route('career', 'CareersPage')).toThrow('feature-careers has no page ./pages/career.tsx');
  });

  it('loads the named export as the route component', async () => {
    const page = featurePages('feature-careers', loaders).route('careers', 'CareersPage').Component as LazyPage;
    await expect(page.load()).resolves.toBe(CareersPage);
  });

  it('names a missing export', async () => {
    const page = featurePages('feature-careers', loaders).route('careers', 'JobsPage').Component as LazyPage;
    await expect(page.load()).rejects.toThrow('exports no JobsPage');
  });
});

describe('prerenderPaths', () => {
  it('lists the static pages under the layout, without wildcards, parameters or 404 routes', () => {
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { index: true },
          { path: 'careers' },
          { path: 'auth/confirm' },
          { path: 'tax-tip/*', handle: { status: 404 } },
          { path: 'jobs/:slug' },
          { path: 'account', children: [{ index: true }, { path: 'security' }] },
          { path: '*', handle: { status: 404 } },
        ],
      },
    ];
    expect(prerenderPaths(routes)).toEqual(['/', '/careers', '/auth/confirm', '/account', '/account/security']);
  });

  it('adds a page per listed parameter value, and one for any last segment', () => {
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { path: 'admin/:kind', handle: { prerender: { kind: ['payments', 'people'] } } },
          { path: 'admin/:kind/:id', handle: { prerender: { kind: ['payments'], id: ANY_SEGMENT } } },
          { path: 'jobs/:slug/:section', handle: { prerender: { slug: ['cook'] } } },
        ],
      },
    ];
    expect(prerenderPaths(routes)).toEqual(['/admin/payments', '/admin/people', '/admin/payments/*']);
  });
});
