import { siteFacts, standardWeek } from './site-facts';
import type { OpeningHours } from './types';

/** The firm's facts live in site-facts.ts (and offices.ts); this file holds the English words about them. */
export { telHref, yearsInBusiness } from './site-facts';

export const site = {
  ...siteFacts,
  description:
    'Tax preparation, business tax, advisory and IRS problem resolution for individuals and small businesses in Dearborn, Ypsilanti, Ann Arbor and across Michigan, in person or remotely.',
  claims: { ...siteFacts.claims, refundAdvance: 'up to $7,000' },
};

export const standardHours: OpeningHours[] = [
  { ...standardWeek[0], label: 'Mon-Fri 10am-7pm' },
  { ...standardWeek[1], label: 'Sat 10am-5pm' },
  { ...standardWeek[2], label: 'Sun 11am-4pm' },
];
