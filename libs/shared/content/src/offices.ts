import { site, standardHours } from './site';
import type { Office } from './types';

export const offices: Office[] = [
  {
    slug: 'dearborn',
    name: 'Dearborn',
    subtitle: 'Main office on Michigan Avenue',
    address: { street: '23814 Michigan Ave', city: 'Dearborn', region: 'MI', postalCode: '48124' },
    phone: '(313) 555-0142',
    email: `dearborn@${site.domain}`,
    hours: standardHours,
    path: '/dearborn',
    linked: true,
    summary: 'Walk in or book a time at our Michigan Avenue office for individual and business returns, planning and IRS help.',
  },
  {
    slug: 'ypsilanti',
    name: 'Ypsilanti',
    subtitle: 'On Washtenaw Avenue',
    address: { street: '1775 Washtenaw Ave', city: 'Ypsilanti', region: 'MI', postalCode: '48197' },
    phone: '(734) 555-0175',
    email: `ypsilanti@${site.domain}`,
    hours: standardHours,
    path: '/ypsilanti',
    linked: true,
    summary: 'Our Washtenaw Avenue office serves Ypsilanti, Eastern Michigan University students and the surrounding townships.',
  },
  {
    slug: 'ann-arbor',
    name: 'Ann Arbor',
    subtitle: 'By appointment and remote',
    phone: site.supportPhone,
    email: `annarbor@${site.domain}`,
    hours: standardHours,
    path: '/ann-arbor',
    linked: false,
    summary: 'We serve Ann Arbor clients by appointment and remotely: upload documents securely, meet by video, sign electronically.',
  },
];

export function officeBySlug(slug: string): Office | undefined {
  return offices.find((o) => o.slug === slug);
}
