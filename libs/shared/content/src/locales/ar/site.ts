export const sourceHash = '5dd16be8fa31e3d282731c31852bbe93e7642643928b81a303ec011b91bb3d8f';

import type * as english from '../../site';
import { siteWith, standardHoursWith } from '../../site-facts';

export const site: typeof english.site = /* @__PURE__ */ siteWith({
  description:
    'إعداد الضرائب، وضرائب الأعمال، والاستشارات، وحل المشكلات مع مصلحة الضرائب (IRS) للأفراد والأعمال الصغيرة في ديربورن وإبسيلانتي وآن أربر وفي أنحاء ميشيغان، حضوريًا أو عن بُعد.',
  refundAdvance: 'حتى $7,000',
});

export const standardHours: typeof english.standardHours = /* @__PURE__ */ standardHoursWith([
  'من الاثنين إلى الجمعة 10 صباحًا - 7 مساءً',
  'السبت 10 صباحًا - 5 مساءً',
  'الأحد 11 صباحًا - 4 مساءً',
]);
