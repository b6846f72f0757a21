import type { OpeningHours } from './types';

/**
 * The firm's facts that read the same in every language: brand, domain, phones, e-mails, figures, opening times.
 * The English site.ts and its translations (locales/<locale>/site.ts) take them from here and add only their words;
 * tools/scripts/localized-content.mjs swaps those files per language, never this one, so a fact is typed once.
 */
const domain = 'hurontax.example';
const established = 2001;

// The web build fixes the year (vite.config.mts `define`), so the prerendered HTML and the hydrated page agree even
// when a visit falls in a later year than the build; elsewhere (API, tests) it is the current year.
declare const __SITE_BUILD_YEAR__: number | undefined;
const contentYear = typeof __SITE_BUILD_YEAR__ === 'number' ? __SITE_BUILD_YEAR__ : new Date().getFullYear();

/** "24+" in 2025, "25+" in 2026: whole years since the founding year, never typed by hand. */
export function yearsInBusiness(year: number = contentYear): string {
  return `${year - established}+`;
}

export const siteFacts = {
  brand: 'Huron Tax & Accounting',
  shortBrand: 'Huron Tax',
  domain,
  /** Canonical origin used in metadata, sitemap and structured data. */
  url: `https://www.${domain}`,
  established,
  claims: {
    yearsInBusiness: yearsInBusiness(),
    returnsFiled: '54,000+',
    rating: '4.8',
  },
  supportPhone: '(800) 555-0100',
  emails: {
    support: `support@${domain}`,
    info: `info@${domain}`,
    careers: `careers@${domain}`,
  },
  michiganIncomeTaxRate: '4.25%',
  referralReward: '$20 - $50',
} as const;

type WeekRow = Omit<OpeningHours, 'label'>;

/** The standard week (schema.org day names, 24-hour times); each language's site.ts adds how people read each row. */
export const standardWeek: [WeekRow, WeekRow, WeekRow] = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '19:00' },
  { days: ['Saturday'], opens: '10:00', closes: '17:00' },
  { days: ['Sunday'], opens: '11:00', closes: '16:00' },
];

/** "(313) 555-0142" -> "tel:+13135550142" */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '')}`;
}
