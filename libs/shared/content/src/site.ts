import { siteWith, standardHoursWith } from './site-facts';
import type { OpeningHours } from './types';

/** The firm's facts live in site-facts.ts (and offices.ts); this file holds the English words about them. */
export { telHref, yearsInBusiness } from './site-facts';

export const site = /* @__PURE__ */ siteWith({
  description:
    'Tax preparation, business tax, advisory and IRS problem resolution for individuals and small businesses in Dearborn, Ypsilanti, Ann Arbor and across Michigan, in person or remotely.',
  refundAdvance: 'up to $7,000',
});

export const standardHours: OpeningHours[] = /* @__PURE__ */ standardHoursWith(['Mon-Fri 10am-7pm', 'Sat 10am-5pm', 'Sun 11am-4pm']);
