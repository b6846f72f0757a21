import { site, type Course } from '@huron/shared/content';
import { absoluteUrl } from '@huron/web/ui/page-parts';

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The course and its sessions as schema.org JSON-LD. */
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
