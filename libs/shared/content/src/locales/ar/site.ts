export const sourceHash = '8aa874547383aebd081f5d0233487116711193b93feb764985cc2254b37c9b86';

import type * as english from '../../site';
import { siteWith, standardHoursWith } from '../../site-facts';

export const site: typeof english.site = siteWith({
  description:
    'إعداد الضرائب، وضرائب الأعمال، والاستشارات، وحل المشكلات مع مصلحة الضرائب (IRS) للأفراد والأعمال الصغيرة في ديربورن وإبسيلانتي وآن أربر وفي أنحاء ميشيغان، حضوريًا أو عن بُعد.',
  refundAdvance: 'حتى $7,000',
});

export const standardHours: typeof english.standardHours = standardHoursWith([
  'من الاثنين إلى الجمعة 10 صباحًا - 7 مساءً',
  'السبت 10 صباحًا - 5 مساءً',
  'الأحد 11 صباحًا - 4 مساءً',
]);
