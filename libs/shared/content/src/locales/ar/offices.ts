export const sourceHash = '0c394a13e9627152e6e96a798353c3224e342e9cdfdb9862f810afc8e48e69d1';

import type * as english from '../../offices';
import { officesWith } from '../../office-facts';
import { standardHours } from './site';

export const offices: typeof english.offices = officesWith(standardHours, {
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
