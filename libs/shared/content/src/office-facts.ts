import { siteFacts } from './site-facts';
import type { Address, OpeningHours, Office } from './types';

/**
 * The offices' facts that read the same in every language (slug, address, phone, e-mail, page path). The English
 * offices.ts and its translations hold only each office's words and join them to these with `officesWith`.
 */
const officeFacts: Array<{ slug: Office['slug']; address?: Address; phone: string; email: string; path: string; linked: boolean }> = [
  {
    slug: 'dearborn',
    address: { street: '23814 Michigan Ave', city: 'Dearborn', region: 'MI', postalCode: '48124' },
    phone: '(313) 555-0142',
    email: `dearborn@${siteFacts.domain}`,
    path: '/dearborn',
    linked: true,
  },
  {
    slug: 'ypsilanti',
    address: { street: '1775 Washtenaw Ave', city: 'Ypsilanti', region: 'MI', postalCode: '48197' },
    phone: '(734) 555-0175',
    email: `ypsilanti@${siteFacts.domain}`,
    path: '/ypsilanti',
    linked: true,
  },
  // Served by appointment and remotely: no street address, the support line, and no linked page on /contact.
  { slug: 'ann-arbor', phone: siteFacts.supportPhone, email: `annarbor@${siteFacts.domain}`, path: '/ann-arbor', linked: false },
];

/** What a language says about an office. */
export type OfficeWords = Pick<Office, 'name' | 'subtitle' | 'summary'>;

/** A language's `offices`: every office's facts with that language's words and opening-hours table. */
export function officesWith(hours: OpeningHours[], words: Record<Office['slug'], OfficeWords>): Office[] {
  return officeFacts.map((facts) => ({ ...facts, ...words[facts.slug], hours }));
}
