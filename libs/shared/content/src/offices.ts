import { officesWith } from './office-facts';
import { standardHours } from './site';
import type { Office } from './types';

/** The offices' words; their addresses, phones and paths live in office-facts.ts. */
export const offices: Office[] = /* @__PURE__ */ officesWith(standardHours, {
  dearborn: {
    name: 'Dearborn',
    subtitle: 'Main office on Michigan Avenue',
    summary: 'Walk in or book a time at our Michigan Avenue office for individual and business returns, planning and IRS help.',
  },
  ypsilanti: {
    name: 'Ypsilanti',
    subtitle: 'On Washtenaw Avenue',
    summary: 'Our Washtenaw Avenue office serves Ypsilanti, Eastern Michigan University students and the surrounding townships.',
  },
  'ann-arbor': {
    name: 'Ann Arbor',
    subtitle: 'By appointment and remote',
    summary: 'We serve Ann Arbor clients by appointment and remotely: upload documents securely, meet by video, sign electronically.',
  },
});

export function officeBySlug(slug: string): Office | undefined {
  return offices.find((o) => o.slug === slug);
}
