import { offices, site, type Article, type ArticleMeta, type Course, type JobPosting, type ServiceItem } from '@huron/shared/content';
import { absoluteUrl, firmReference } from './structured-data';

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
      itemListElement: service.items.map((item) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', name: item.title, description: item.description } })),
    },
  };
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

export function jobPostingJsonLd(job: JobPosting) {
  const list = (heading: string, items: string[]) => `<p><strong>${heading}</strong></p><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: [`<p>${job.summary}</p>`, list('Duties', job.duties), list('Requirements', job.requirements), list('Preferred', job.preferred), list('Benefits', job.benefits)].join(''),
    identifier: { '@type': 'PropertyValue', name: site.brand, value: job.id },
    datePosted: job.datePosted,
    employmentType: job.employmentTypes,
    hiringOrganization: { '@type': 'Organization', name: site.brand, sameAs: site.url },
    jobLocation: offices
      .filter((o) => o.address)
      .map((o) => ({
        '@type': 'Place',
        address: { '@type': 'PostalAddress', streetAddress: o.address!.street, addressLocality: o.address!.city, addressRegion: o.address!.region, postalCode: o.address!.postalCode, addressCountry: 'US' },
      })),
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: Number(dollars(job.payMinCents)), maxValue: Number(dollars(job.payMaxCents)), unitText: job.payUnit },
    },
    directApply: false,
  };
}

export function courseJsonLd(course: Course, path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    '@id': `${absoluteUrl(path)}#course`,
    name: course.name,
    description: course.description,
    url: absoluteUrl(path),
    inLanguage: 'en-US',
    provider: { '@type': 'Organization', name: site.brand, sameAs: site.url },
    offers: [{ '@type': 'Offer', category: 'Paid', price: dollars(course.feeCents), priceCurrency: 'USD', url: absoluteUrl(path) }],
    hasCourseInstance: course.sessions.map((session) => ({
      '@type': 'CourseInstance',
      name: `${course.name} ${session.code}: ${session.format}`,
      courseMode: session.mode === 'online' ? 'Online' : 'Blended',
      startDate: session.startDate,
      endDate: session.endDate,
      location: { '@type': 'VirtualLocation', url: absoluteUrl(path) },
    })),
  };
}
