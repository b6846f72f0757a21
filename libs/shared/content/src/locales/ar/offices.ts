export const sourceHash = 'c2c199a90a9c7431292fb0c9dd6be4d697678c9888aed2a6fe24972888df5d60';

import type * as english from '../../offices';
import { officesWith } from '../../office-facts';
import { standardHours } from './site';

export const offices: typeof english.offices = /* @__PURE__ */ officesWith(standardHours, {
  dearborn: {
    name: 'ديربورن',
    subtitle: 'المكتب الرئيسي في Michigan Avenue',
    summary:
      'تفضّل بزيارتنا دون موعد أو احجز وقتًا في مكتبنا في Michigan Avenue لإقرارات الأفراد والأعمال، والتخطيط الضريبي، والمساعدة في شؤون مصلحة الضرائب (IRS).',
  },
  ypsilanti: {
    name: 'إبسيلانتي',
    subtitle: 'في Washtenaw Avenue',
    summary: 'يخدم مكتبنا في Washtenaw Avenue سكان إبسيلانتي وطلاب جامعة ميشيغان الشرقية (Eastern Michigan University) والبلدات المحيطة.',
  },
  'ann-arbor': {
    name: 'آن أربر',
    subtitle: 'بموعد مسبق وعن بُعد',
    summary: 'نخدم عملاءنا في آن أربر بموعد مسبق وعن بُعد: ارفع مستنداتك بأمان، والتقِ بنا عبر الفيديو، ووقّع إلكترونيًا.',
  },
});
