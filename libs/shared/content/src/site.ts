import type { OpeningHours } from './types';

/** The firm's facts in one place. A firm adopting the site edits this file (and offices.ts) only. */
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

export const site = {
  brand: 'Huron Tax & Accounting',
  shortBrand: 'Huron Tax',
  domain,
  /** Canonical origin used in metadata, sitemap and structured data. */
  url: `https://www.${domain}`,
  description:
    'Tax preparation, business tax, advisory and IRS problem resolution for individuals and small businesses in Dearborn, Ypsilanti, Ann Arbor and across Michigan, in person or remotely.',
  established,
  claims: {
    yearsInBusiness: yearsInBusiness(),
    returnsFiled: '54,000+',
    rating: '4.8',
    refundAdvance: 'up to $7,000',
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

export const standardHours: OpeningHours[] = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '19:00', label: 'Mon-Fri 10am-7pm' },
  { days: ['Saturday'], opens: '10:00', closes: '17:00', label: 'Sat 10am-5pm' },
  { days: ['Sunday'], opens: '11:00', closes: '16:00', label: 'Sun 11am-4pm' },
];

/** "(313) 555-0142" -> "tel:+13135550142" */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '')}`;
}
