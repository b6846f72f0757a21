import './styles.css';
import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { articleLoaders, articleSlugs, type ArticleSlug } from '@huron/shared/content';
import { currentLocale } from '@huron/shared/i18n';
import { featurePages, lazyPage, type RouteHandle } from '@huron/web/ui';

// Route objects and lazy imports only: this file is part of the shell's first-load script.
const GENERATED = currentLocale() === 'en' ? 'generated' : `generated/${currentLocale()}`;
const pages = featurePages('feature-marketing', import.meta.glob('./pages/*.tsx'));

/**
 * One route per article: the article page and that article's own chunk load together (no loaders: no hydration data).
 * The chunk is the page's language's: generated/ for English, generated/<locale>/ for a translation.
 */
function articleRoute(slug: ArticleSlug): RouteObject {
  return {
    path: `tax-tip/${slug}`,
    handle: { module: [pages.module('article'), `libs/shared/content/src/${GENERATED}/articles/${slug}.generated.ts`] } satisfies RouteHandle,
    Component: lazyPage(async () => {
      const [{ ArticlePage }, article] = await Promise.all([pages.load('article') as Promise<typeof import('./pages/article')>, articleLoaders[slug]()]);
      return () => createElement(ArticlePage, { article });
    }),
  };
}

/** The public pages: home, services, resources and articles, offices, legal pages, group discount. */
export const marketingRoutes: RouteObject[] = [
  { index: true, ...pages.route('home', 'HomePage') },
  { path: 'individual-tax-services', ...pages.route('individual-tax-services', 'IndividualTaxServicesPage') },
  { path: 'business-tax-services', ...pages.route('business-tax-services', 'BusinessTaxServicesPage') },
  { path: 'advisory', ...pages.route('advisory', 'AdvisoryPage') },
  { path: 'resources', ...pages.route('resources', 'ResourcesPage') },
  ...articleSlugs.map(articleRoute),
  {
    path: 'tax-tip/*',
    ...pages.route('article-not-found', 'ArticleNotFoundPage'),
    handle: { status: 404, module: pages.module('article-not-found') } satisfies RouteHandle,
  },
  { path: 'knowledge-base', ...pages.route('knowledge-base', 'KnowledgeBasePage') },
  { path: 'dearborn', ...pages.route('dearborn', 'DearbornPage') },
  { path: 'ypsilanti', ...pages.route('ypsilanti', 'YpsilantiPage') },
  { path: 'ann-arbor', ...pages.route('ann-arbor', 'AnnArborPage') },
  { path: 'terms', ...pages.route('terms', 'TermsPage') },
  { path: 'privacy', ...pages.route('privacy', 'PrivacyPage') },
  { path: 'groupdiscount', ...pages.route('groupdiscount', 'GroupDiscountPage') },
];
