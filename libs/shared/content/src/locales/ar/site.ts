export const sourceHash = '0e3718116481c396d67ec77cb363232e91c872732a33a36bc6161a245605c228';

import type * as english from '../../site';

/*
 * Only type imports from the English module: the Arabic bundle replaces the English `site` and `standardHours` with
 * these (tools/scripts/localized-content.mjs), so a value import of '../../site' from here would be a circular import
 * that reads the English module before it is initialised. The facts (brand, domain, url, phones, emails, rate, reward)
 * are therefore repeated exactly as in the English file; sourceHash flags this file when the English one changes.
 */
type Text<T> = T extends string ? string : { readonly [K in keyof T]: Text<T[K]> };

const domain = 'hurontax.example';
const established = 2001;

// Same build-time year as the English file (vite.config.mts `define`), so "25+" matches the English page.
declare const __SITE_BUILD_YEAR__: number | undefined;
const contentYear = typeof __SITE_BUILD_YEAR__ === 'number' ? __SITE_BUILD_YEAR__ : new Date().getFullYear();

export const site: Text<typeof english.site> = {
  brand: 'Huron Tax & Accounting',
  shortBrand: 'Huron Tax',
  domain,
  url: `https://www.${domain}`,
  description:
    'إعداد الضرائب، وضرائب الأعمال، والاستشارات، وحل المشكلات مع مصلحة الضرائب (IRS) للأفراد والأعمال الصغيرة في ديربورن وإبسيلانتي وآن أربر وفي أنحاء ميشيغان، حضوريًا أو عن بُعد.',
  established,
  claims: {
    yearsInBusiness: `${contentYear - established}+`,
    returnsFiled: '54,000+',
    rating: '4.8',
    refundAdvance: 'حتى $7,000',
  },
  supportPhone: '(800) 555-0100',
  emails: {
    support: `support@${domain}`,
    info: `info@${domain}`,
    careers: `careers@${domain}`,
  },
  michiganIncomeTaxRate: '4.25%',
  referralReward: '$20 - $50',
};

export const standardHours: typeof english.standardHours = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '19:00', label: 'من الاثنين إلى الجمعة 10 صباحًا - 7 مساءً' },
  { days: ['Saturday'], opens: '10:00', closes: '17:00', label: 'السبت 10 صباحًا - 5 مساءً' },
  { days: ['Sunday'], opens: '11:00', closes: '16:00', label: 'الأحد 11 صباحًا - 4 مساءً' },
];
