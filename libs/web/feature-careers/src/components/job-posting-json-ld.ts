import { offices, site, type JobPosting } from '@huron/shared/content';

const dollars = (cents: number) => (cents / 100).toFixed(2);
/** Postings are typed by staff: their text goes into the description's HTML as text. */
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A job posting as schema.org JSON-LD, for search engines' job listings. */
export function jobPostingJsonLd(job: JobPosting) {
  const list = (heading: string, items: string[]) => `<p><strong>${heading}</strong></p><ul>${items.map((i) => `<li>${escape(i)}</li>`).join('')}</ul>`;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: [
      `<p>${escape(job.summary)}</p>`,
      list('Duties', job.duties),
      list('Requirements', job.requirements),
      list('Preferred', job.preferred),
      list('Benefits', job.benefits),
    ].join(''),
    identifier: { '@type': 'PropertyValue', name: site.brand, value: job.id },
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: job.employmentTypes,
    hiringOrganization: { '@type': 'Organization', name: site.brand, sameAs: site.url },
    jobLocation: offices
      .filter((o) => o.address)
      .map((o) => ({
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: o.address!.street,
          addressLocality: o.address!.city,
          addressRegion: o.address!.region,
          postalCode: o.address!.postalCode,
          addressCountry: 'US',
        },
      })),
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: Number(dollars(job.payMinCents)), maxValue: Number(dollars(job.payMaxCents)), unitText: job.payUnit },
    },
    directApply: false,
  };
}
