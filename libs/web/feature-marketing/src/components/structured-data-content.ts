import { site, type Article, type ArticleMeta, type ServiceItem } from '@huron/shared/content';
import { absoluteUrl, firmReference } from '@huron/web/ui/page-parts';

export const articlePath = (slug: string) => `/tax-tip/${slug}`;

export function articleJsonLd(article: Article) {
  const url = absoluteUrl(articlePath(article.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: article.title,
    description: article.description,
    articleSection: article.category,
    datePublished: article.published,
    dateModified: article.updated,
    wordCount: article.words,
    inLanguage: 'en-US',
    url,
    mainEntityOfPage: url,
    author: { '@type': 'Organization', name: site.brand, url: site.url },
    publisher: firmReference(),
  };
}

export function articleListJsonLd(articles: ArticleMeta[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Tax articles',
    itemListElement: articles.map((a, index) => ({ '@type': 'ListItem', position: index + 1, name: a.title, url: absoluteUrl(articlePath(a.slug)) })),
  };
}

export function serviceJsonLd(service: { title: string; description: string; path: string; items: ServiceItem[] }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    serviceType: service.title,
    description: service.description,
    url: absoluteUrl(service.path),
    provider: firmReference(),
    areaServed: { '@type': 'State', name: 'Michigan' },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: service.title,
      itemListElement: service.items.map((item) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: item.title, description: item.description },
      })),
    },
  };
}
