export const sourceHash = 'b524c3133f09edcc0be926d71ca53510531ba2601e28d113b44d58682b1f26a2';

import type * as english from '../../offices';
import { site } from '../../site';
import { standardHours } from './site';

export const offices: typeof english.offices = [
  {
    slug: 'dearborn',
    name: 'ديربورن',
    subtitle: 'المكتب الرئيسي في Michigan Avenue',
    address: { street: '23814 Michigan Ave', city: 'Dearborn', region: 'MI', postalCode: '48124' },
    phone: '(313) 555-0142',
    email: `dearborn@${site.domain}`,
    hours: standardHours,
    path: '/dearborn',
    linked: true,
    summary:
      'تفضّل بزيارتنا دون موعد أو احجز وقتًا في مكتبنا في Michigan Avenue لإقرارات الأفراد والأعمال، والتخطيط الضريبي، والمساعدة في شؤون مصلحة الضرائب (IRS).',
  },
  {
    slug: 'ypsilanti',
    name: 'إبسيلانتي',
    subtitle: 'في Washtenaw Avenue',
    address: { street: '1775 Washtenaw Ave', city: 'Ypsilanti', region: 'MI', postalCode: '48197' },
    phone: '(734) 555-0175',
    email: `ypsilanti@${site.domain}`,
    hours: standardHours,
    path: '/ypsilanti',
    linked: true,
    summary: 'يخدم مكتبنا في Washtenaw Avenue سكان إبسيلانتي وطلاب جامعة ميشيغان الشرقية (Eastern Michigan University) والبلدات المحيطة.',
  },
  {
    slug: 'ann-arbor',
    name: 'آن أربر',
    subtitle: 'بموعد مسبق وعن بُعد',
    phone: site.supportPhone,
    email: `annarbor@${site.domain}`,
    hours: standardHours,
    path: '/ann-arbor',
    linked: false,
    summary: 'نخدم عملاءنا في آن أربر بموعد مسبق وعن بُعد: ارفع مستنداتك بأمان، والتقِ بنا عبر الفيديو، ووقّع إلكترونيًا.',
  },
];
