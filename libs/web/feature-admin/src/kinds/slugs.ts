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

/**
 * Screens that are not lists but share the list's route (/admin/<slug>, pages/admin-list.tsx loads them): a route of
 * their own would add to the route table every page loads (issue 45: My work, the calendar).
 */
export const SCREEN_SLUGS = ['my-work', 'calendar'] as const;
