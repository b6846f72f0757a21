import type { RouteObject } from 'react-router';
import { articleLoaders, articleSlugs, type ArticleSlug } from '@huron/shared/content';
import { NotFoundPage } from './layout/not-found-page';
import { RootLayout } from './layout/root-layout';

/** What the prerenderer and server read from a matched route. */
export interface RouteHandle {
  /** HTTP status the page is served with. */
  status?: number;
  /** Source module(s) of the lazily loaded page, so their chunks can be preloaded in the HTML. */
  module?: string | string[];
}

type PageModule = Record<string, unknown>;

/** A page from a lazily loaded feature library; `exportName` is the component it exports. */
function lazyPage(module: string, load: () => Promise<PageModule>, exportName: string): Pick<RouteObject, 'handle' | 'lazy'> {
  return {
    handle: { module } satisfies RouteHandle,
    lazy: async () => ({ Component: (await load())[exportName] as React.ComponentType }),
  };
}

/** One route per article: the article page and that article's own chunk load together (no loaders: no hydration data). */
function articleRoute(slug: ArticleSlug): RouteObject {
  const page = 'libs/web/feature-marketing/src/pages/article.tsx';
  return {
    path: `tax-tip/${slug}`,
    handle: { module: [page, `libs/shared/content/src/generated/articles/${slug}.generated.ts`] } satisfies RouteHandle,
    lazy: async () => {
      const [{ ArticlePage }, article] = await Promise.all([import('@huron/web/feature-marketing/pages/article'), articleLoaders[slug]()]);
      return { Component: () => <ArticlePage article={article} /> };
    },
  };
}

const marketing = (page: string) => `libs/web/feature-marketing/src/pages/${page}.tsx`;

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      { index: true, ...lazyPage('libs/web/feature-marketing/src/pages/home.tsx', () => import('@huron/web/feature-marketing/pages/home'), 'HomePage') },
      // Marketing pages (libs/web/feature-marketing), one lazy chunk each.
      { path: 'individual-tax-services', ...lazyPage(marketing('individual-tax-services'), () => import('@huron/web/feature-marketing/pages/individual-tax-services'), 'IndividualTaxServicesPage') },
      { path: 'business-tax-services', ...lazyPage(marketing('business-tax-services'), () => import('@huron/web/feature-marketing/pages/business-tax-services'), 'BusinessTaxServicesPage') },
      { path: 'advisory', ...lazyPage(marketing('advisory'), () => import('@huron/web/feature-marketing/pages/advisory'), 'AdvisoryPage') },
      { path: 'resources', ...lazyPage(marketing('resources'), () => import('@huron/web/feature-marketing/pages/resources'), 'ResourcesPage') },
      ...articleSlugs.map(articleRoute),
      { path: 'tax-tip/*', ...lazyPage(marketing('article-not-found'), () => import('@huron/web/feature-marketing/pages/article-not-found'), 'ArticleNotFoundPage'), handle: { status: 404, module: marketing('article-not-found') } satisfies RouteHandle },
      { path: 'knowledge-base', ...lazyPage(marketing('knowledge-base'), () => import('@huron/web/feature-marketing/pages/knowledge-base'), 'KnowledgeBasePage') },
      { path: 'dearborn', ...lazyPage(marketing('dearborn'), () => import('@huron/web/feature-marketing/pages/dearborn'), 'DearbornPage') },
      { path: 'ypsilanti', ...lazyPage(marketing('ypsilanti'), () => import('@huron/web/feature-marketing/pages/ypsilanti'), 'YpsilantiPage') },
      { path: 'ann-arbor', ...lazyPage(marketing('ann-arbor'), () => import('@huron/web/feature-marketing/pages/ann-arbor'), 'AnnArborPage') },
      { path: 'terms', ...lazyPage(marketing('terms'), () => import('@huron/web/feature-marketing/pages/terms'), 'TermsPage') },
      { path: 'privacy', ...lazyPage(marketing('privacy'), () => import('@huron/web/feature-marketing/pages/privacy'), 'PrivacyPage') },
      { path: 'careers', ...lazyPage(marketing('careers'), () => import('@huron/web/feature-marketing/pages/careers'), 'CareersPage') },
      { path: 'tax-school', ...lazyPage(marketing('tax-school'), () => import('@huron/web/feature-marketing/pages/tax-school'), 'TaxSchoolPage') },
      { path: 'groupdiscount', ...lazyPage(marketing('groupdiscount'), () => import('@huron/web/feature-marketing/pages/groupdiscount'), 'GroupDiscountPage') },
      // Account pages (noindex; session-dependent parts render 'Loading...' until the first session check).
      { path: 'login', ...lazyPage('libs/web/feature-account/src/pages/login.tsx', () => import('@huron/web/feature-account/pages/login'), 'LoginPage') },
      { path: 'signup', ...lazyPage('libs/web/feature-account/src/pages/signup.tsx', () => import('@huron/web/feature-account/pages/signup'), 'SignupPage') },
      { path: 'forgot-password', ...lazyPage('libs/web/feature-account/src/pages/forgot-password.tsx', () => import('@huron/web/feature-account/pages/forgot-password'), 'ForgotPasswordPage') },
      { path: 'reset-password', ...lazyPage('libs/web/feature-account/src/pages/reset-password.tsx', () => import('@huron/web/feature-account/pages/reset-password'), 'ResetPasswordPage') },
      { path: 'account', ...lazyPage('libs/web/feature-account/src/pages/account.tsx', () => import('@huron/web/feature-account/pages/account'), 'AccountPage') },
      { path: 'dashboard', ...lazyPage('libs/web/feature-account/src/pages/dashboard.tsx', () => import('@huron/web/feature-account/pages/dashboard'), 'DashboardPage') },
      { path: 'auth/confirm', ...lazyPage('libs/web/feature-account/src/pages/confirm.tsx', () => import('@huron/web/feature-account/pages/confirm'), 'ConfirmPage') },
      { path: '*', Component: NotFoundPage, handle: { status: 404 } satisfies RouteHandle },
    ],
  },
];

/** The marketing pages' paths (aliases such as /training are redirects, not pages). */
const marketingPaths = [
  '/individual-tax-services',
  '/business-tax-services',
  '/advisory',
  '/resources',
  ...articleSlugs.map((slug) => `/tax-tip/${slug}`),
  '/knowledge-base',
  '/dearborn',
  '/ypsilanti',
  '/ann-arbor',
  '/terms',
  '/privacy',
  '/careers',
  '/tax-school',
  '/groupdiscount',
];

/** Every page the build writes as HTML. Unknown paths get the 404 page. */
export const prerenderPaths: string[] = ['/', ...marketingPaths, '/login', '/signup', '/forgot-password', '/reset-password', '/account', '/dashboard', '/auth/confirm'];
