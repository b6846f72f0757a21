import { site, type Course } from '@huron/shared/content';
import type { TaxSchoolSessionList } from '@huron/shared/contracts/payments';
import { absoluteUrl } from '@huron/web/ui/page-parts';

const dollars = (cents: number) => (cents / 100).toFixed(2);
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const AVAILABILITY = { open: 'https://schema.org/InStock', full: 'https://schema.org/SoldOut', closed: 'https://schema.org/Discontinued' } as const;

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
      courseMode: session.mode === 'online' ? 'Online' : 'Blended',
      startDate: session.startDate,
      endDate: session.endDate,
      location: { '@type': 'VirtualLocation', url: absoluteUrl(path) },
      offers: {
        '@type': 'Offer',
        category: 'Paid',
        price: dollars(session.priceCents),
        priceCurrency: 'USD',
        availability: AVAILABILITY[session.state],
        validThrough: session.registrationDeadline,
        url: absoluteUrl(`${path}#register`),
      },
      ...(session.mode === 'live' && session.startTime && session.endTime
        ? {
            courseSchedule: {
              '@type': 'Schedule',
              repeatFrequency: 'P1W',
              byDay: session.weekdays.map((day) => `https://schema.org/${WEEKDAYS[day - 1]}`),
              startTime: session.startTime,
              endTime: session.endTime,
              startDate: session.startDate,
              endDate: session.endDate,
              scheduleTimezone: 'America/Detroit',
            },
          }
        : {}),
    })),
  };
}
