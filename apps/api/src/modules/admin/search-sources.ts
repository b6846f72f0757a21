import type { AdminSearchKind } from '@huron/shared/contracts';

/**
 * The last ten digits of a phone number as typed ("+1 (313) 555-0100" -> 3135550100): the expression the search
 * indexes and matches digits against, so "313 555" finds it however it was written.
 */
export const phoneDigits = (column: string) => `right(regexp_replace(${column}, '\\D', '', 'g'), 10)`;

/** What a search matches on: a prefix of the value of `expr`, compared in byte order (COLLATE "C", like its index). */
export type SearchKey = 'name' | 'email' | 'phone' | 'reference';

export interface SearchSource {
  kind: AdminSearchKind;
  /** FROM clause (a table, or a join for people). */
  from: string;
  /** The id (text) of the record the hit opens. */
  id: string;
  /** What the hit shows: a name (or email), and something to tell it apart. */
  label: string;
  secondary: string;
  /** The back office's path of the record, before its id. */
  path: string;
  /** Each key's SQL expression; lower() for names and emails, upper() for references, phoneDigits() for phones. */
  keys: Partial<Record<SearchKey, string[]>>;
}

/** A lead record's source: found by its name column, email, phone or reference; shown as its name, reference and email. */
function leadSource(kind: AdminSearchKind, from: string, name: string): SearchSource {
  return {
    kind,
    from,
    id: 'id::text',
    label: name,
    secondary: "reference || ' · ' || email",
    path: `/admin/${kind}/`,
    keys: { name: [`lower(${name})`], email: ['lower(email)'], phone: [phoneDigits('phone')], reference: ['upper(reference)'] },
  };
}

/**
 * Every kind the global search reads, in the order it answers. Each key expression has its own btree index
 * `(<expr> COLLATE "C")` (migration AdminSearchIndexes1795000045100: a new expression needs a new migration), so a prefix is an index range scan whatever the table's size.
 */
export const SEARCH_SOURCES: SearchSource[] = [
  leadSource('tax-intakes', 'tax_intakes', 'full_name'),
  leadSource('contact-messages', 'contact_messages', 'name'),
  leadSource('appointments', 'booking_appointments', 'name'),
  leadSource('applications', 'career_applications', 'name'),
  {
    kind: 'group-registrations',
    from: 'group_registrations',
    id: 'id::text',
    label: "contact_name || ' (' || organization || ')'",
    secondary: "reference || ' · ' || email",
    path: '/admin/group-registrations/',
    keys: {
      name: ['lower(contact_name)', 'lower(organization)'],
      email: ['lower(email)'],
      phone: [phoneDigits('phone')],
      reference: ['upper(reference)'],
    },
  },
  {
    kind: 'payments',
    from: 'payments',
    id: 'id::text',
    label: 'name',
    secondary: "coalesce(reference, '') || ' · ' || email",
    path: '/admin/payments/',
    keys: { name: ['lower(name)'], email: ['lower(email)'], phone: [phoneDigits('phone')], reference: ['upper(reference)'] },
  },
  {
    kind: 'tax-school-registrations',
    from: 'tax_school_registrations',
    // A registration has no screen of its own: its hit opens the payment it came with.
    id: 'payment_id::text',
    label: 'name',
    secondary: 'email',
    path: '/admin/payments/',
    keys: { name: ['lower(name)'], email: ['lower(email)'], phone: [phoneDigits('phone')] },
  },
  {
    kind: 'referrals',
    from: 'referrals',
    id: 'id::text',
    label: 'friend_name',
    secondary: "friend_email || ' · ' || referrer_name",
    path: '/admin/referrals/',
    keys: {
      name: ['lower(friend_name)', 'lower(referrer_name)'],
      email: ['lower(friend_email)', 'lower(referrer_email)'],
      phone: [phoneDigits('friend_phone')],
    },
  },
  {
    kind: 'engagements',
    from: 'engagements',
    id: 'id::text',
    label: 'client_email',
    secondary: 'tax_year::text',
    path: '/admin/engagements/',
    keys: { email: ['lower(client_email)'] },
  },
  {
    kind: 'people',
    from: 'auth.users',
    id: 'id::text',
    label: 'email',
    secondary: "coalesce(to_char(created_at AT TIME ZONE 'America/Detroit', 'YYYY-MM-DD'), '')",
    path: '/admin/people/',
    keys: { email: ['lower(email)'] },
  },
];
