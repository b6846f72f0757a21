/**
 * The back office's list paths (/admin/<slug>), in menu order, without the kinds' code: the route table (part of
 * every page's first script) names them so the build prerenders each list and record screen.
 */
export const KIND_SLUGS = [
  'engagements',
  'inbox',
  'tax-intakes',
  'contact-messages',
  'group-registrations',
  'applications',
  'appointments',
  'payments',
  'tax-school',
  'referrals',
  'people',
  'audit',
] as const;
