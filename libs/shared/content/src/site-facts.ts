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

/** The standard week (schema.org day names, 24-hour times); each language's site.ts adds how people read each row. */
export const standardWeek = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '19:00' },
  { days: ['Saturday'], opens: '10:00', closes: '17:00' },
  { days: ['Sunday'], opens: '11:00', closes: '16:00' },
] as const;

/** What a language says about the site: its description and the refund-advance claim. */
export interface SiteWords {
  description: string;
  refundAdvance: string;
}

/** A language's `site`, facts and words together, in the order the English object always had. */
export function siteWith(words: SiteWords) {
  const { brand, shortBrand, domain, url, established, claims, supportPhone, emails, michiganIncomeTaxRate, referralReward } = siteFacts;
  return {
    brand,
    shortBrand,
    domain,
    url,
    description: words.description,
    established,
    claims: { ...claims, refundAdvance: words.refundAdvance },
    supportPhone,
    emails,
    michiganIncomeTaxRate,
    referralReward,
  } as const;
}

/** A language's `standardHours`: the standard week with that language's label for each row. */
export function standardHoursWith(labels: readonly [string, string, string]) {
  return standardWeek.map((row, index) => ({ days: [...row.days], opens: row.opens, closes: row.closes, label: labels[index]! }));
}

/** The home page's four figures, each with a language's label: the last is the site's refund-advance claim as a heading. */
export function homeStatsWith(refundAdvance: string, labels: readonly [string, string, string, string]): Array<{ value: string; label: string }> {
  const { yearsInBusiness, returnsFiled, rating } = siteFacts.claims;
  const values = [yearsInBusiness, returnsFiled, rating, refundAdvance.charAt(0).toUpperCase() + refundAdvance.slice(1)];
  return values.map((value, index) => ({ value, label: labels[index]! }));
}

/** "(313) 555-0142" -> "tel:+13135550142" */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '')}`;
}
