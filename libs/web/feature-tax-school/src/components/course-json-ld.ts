import { site, type Course } from '@huron/shared/content';
import type { TaxSchoolSessionList } from '@huron/shared/contracts/payments';
import { absoluteUrl } from '@huron/web/ui/page-parts';

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The course and its sessions (as the database has them) as schema.org JSON-LD. */
export function courseJsonLd(course: Course, list: TaxSchoolSessionList, path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    '@id': `${absoluteUrl(path)}#course`,
    name: course.name,
    description: course.description,
    url: absoluteUrl(path),
    inLanguage: 'en-US',
    provider: { '@type': 'Organization', name: site.brand, sameAs: site.url },
    offers: [{ '@type': 'Offer', category: 'Paid', price: dollars(list.feeCents), priceCurrency: 'USD', url: absoluteUrl(path) }],
    hasCourseInstance: list.sessions.map((session) => ({
      '@type': 'CourseInstance',
      name: `${course.name} ${session.code}: ${session.format}`,
      courseMode: session.format.startsWith('Online') ? 'Online' : 'Blended',
      startDate: session.startDate,
      endDate: session.endDate,
      location: { '@type': 'VirtualLocation', url: absoluteUrl(path) },
    })),
  };
}
