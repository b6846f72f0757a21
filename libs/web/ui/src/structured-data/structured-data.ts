import { offices, site, type Office } from '@huron/shared/content';

function officeJsonLd(office: Office) {
  return {
    '@type': 'AccountingService',
    '@id': `${site.url}${office.path}#office`,
    name: `${site.brand} - ${office.name}`,
    url: `${site.url}${office.path}`,
    telephone: office.phone,
    email: office.email,
    ...(office.address && {
      address: {
        '@type': 'PostalAddress',
        streetAddress: office.address.street,
        addressLocality: office.address.city,
        addressRegion: office.address.region,
        postalCode: office.address.postalCode,
        addressCountry: 'US',
      },
    }),
    openingHoursSpecification: office.hours.map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: h.days, opens: h.opens, closes: h.closes })),
  };
}

/** The firm as an accounting service, with its offices (and their current hours) as departments. */
export function firmJsonLd(departments: Office[] = offices) {
  return {
    '@context': 'https://schema.org',
    '@type': 'AccountingService',
    '@id': `${site.url}/#firm`,
    name: site.brand,
    url: site.url,
    description: site.description,
    telephone: site.supportPhone,
    email: site.emails.support,
    foundingDate: String(site.established),
    areaServed: { '@type': 'State', name: 'Michigan' },
    department: departments.map(officeJsonLd),
  };
}

export function officeStructuredData(office: Office) {
  return { '@context': 'https://schema.org', ...officeJsonLd(office), parentOrganization: { '@id': `${site.url}/#firm` } };
}

/** A reference to the firm described on the home page, for the provider/publisher of other things. */
export function firmReference() {
  return { '@type': 'AccountingService', '@id': `${site.url}/#firm`, name: site.brand, url: site.url };
}

export const absoluteUrl = (path: string) => (path === '/' ? `${site.url}/` : `${site.url}${path}`);

export function breadcrumbJsonLd(items: Array<{ label: string; path: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.label, item: absoluteUrl(item.path) })),
  };
}
