export const sourceHash = 'a8b3a7e72f312653aec344cb524a46b490529c9a3a48922bc2345eb1f70ff58c';

import type * as english from '../../site';
import { siteFacts, standardWeek } from '../../site-facts';

export const site: typeof english.site = {
  ...siteFacts,
  description:
    'إعداد الضرائب، وضرائب الأعمال، والاستشارات، وحل المشكلات مع مصلحة الضرائب (IRS) للأفراد والأعمال الصغيرة في ديربورن وإبسيلانتي وآن أربر وفي أنحاء ميشيغان، حضوريًا أو عن بُعد.',
  claims: { ...siteFacts.claims, refundAdvance: 'حتى $7,000' },
};

export const standardHours: typeof english.standardHours = [
  { ...standardWeek[0], label: 'من الاثنين إلى الجمعة 10 صباحًا - 7 مساءً' },
  { ...standardWeek[1], label: 'السبت 10 صباحًا - 5 مساءً' },
  { ...standardWeek[2], label: 'الأحد 11 صباحًا - 4 مساءً' },
];
