import { z } from 'zod';

/** The longest search text: longer is refused (400 naming `q`), a name, email, phone or reference is never longer. */
export const ADMIN_SEARCH_MAX = 100;

export const ADMIN_SEARCH_KINDS = [
  'contact-messages',
  'tax-intakes',
  'appointments',
  'applications',
  'group-registrations',
  'payments',
  'tax-school-registrations',
  'referrals',
  'engagements',
  'people',
] as const;

export const adminSearchQuerySchema = z.object({
  q: z.string().trim().min(2).max(ADMIN_SEARCH_MAX).describe('The start of a name, email, phone number (digits) or reference'),
});

export const adminSearchHitSchema = z
  .object({
    kind: z.enum(ADMIN_SEARCH_KINDS),
    id: z.string(),
    label: z.string().describe('A name, or the email when there is no name'),
    secondary: z.string().describe('The reference, email or when, to tell hits apart'),
    path: z.string().describe('The record in the back office, e.g. /admin/tax-intakes/<id>'),
  })
  .meta({ id: 'AdminSearchHit' });

export const adminSearchResultSchema = z
  .object({
    items: z.array(adminSearchHitSchema).describe('At most a few per kind, kinds in a fixed order'),
  })
  .meta({ id: 'AdminSearchResult', description: 'Records of every kind whose name, email, phone or reference starts with the text' });

export type AdminSearchQuery = z.infer<typeof adminSearchQuerySchema>;
export type AdminSearchHit = z.infer<typeof adminSearchHitSchema>;
export type AdminSearchResult = z.infer<typeof adminSearchResultSchema>;
export type AdminSearchKind = (typeof ADMIN_SEARCH_KINDS)[number];
