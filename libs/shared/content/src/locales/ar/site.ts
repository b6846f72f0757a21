export const sourceHash = '0e3718116481c396d67ec77cb363232e91c872732a33a36bc6161a245605c228';

import type * as english from '../../site';
import { site as englishSite } from '../../site';

/**
 * The English `site` is `as const`, so its visible strings have literal types: this copy keeps every fact (brand,
 * domain, url, phone, emails, rate, reward) from the English object and replaces only the visible sentences.
 */
export const site = {
  ...englishSite,
  description:
    'إعداد الضرائب، وضرائب الأعمال، والاستشارات، وحل المشكلات مع مصلحة الضرائب (IRS) للأفراد والأعمال الصغيرة في ديربورن وإبسيلانتي وآن أربر وفي أنحاء ميشيغان، حضوريًا أو عن بُعد.',
  claims: {
    ...englishSite.claims,
    refundAdvance: 'حتى $7,000',
  },
} as const;

export const standardHours: typeof english.standardHours = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '19:00', label: 'من الاثنين إلى الجمعة 10 صباحًا - 7 مساءً' },
  { days: ['Saturday'], opens: '10:00', closes: '17:00', label: 'السبت 10 صباحًا - 5 مساءً' },
  { days: ['Sunday'], opens: '11:00', closes: '16:00', label: 'الأحد 11 صباحًا - 4 مساءً' },
];
