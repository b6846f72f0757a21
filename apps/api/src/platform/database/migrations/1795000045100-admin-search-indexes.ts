import type { MigrationInterface, QueryRunner } from 'typeorm';

/** [index, table, expression]: the expressions of SEARCH_SOURCES (modules/admin/search-sources.ts) when this ran. */
const SEARCH_INDEXES: Array<[string, string, string]> = [
  ['tax_intakes_search_0', 'tax_intakes', 'lower(full_name)'],
  ['tax_intakes_search_1', 'tax_intakes', 'lower(email)'],
  ['tax_intakes_search_2', 'tax_intakes', "right(regexp_replace(phone, '\\D', '', 'g'), 10)"],
  ['tax_intakes_search_3', 'tax_intakes', 'upper(reference)'],
  ['contact_messages_search_0', 'contact_messages', 'lower(name)'],
  ['contact_messages_search_1', 'contact_messages', 'lower(email)'],
  ['contact_messages_search_2', 'contact_messages', "right(regexp_replace(phone, '\\D', '', 'g'), 10)"],
  ['contact_messages_search_3', 'contact_messages', 'upper(reference)'],
  ['booking_appointments_search_0', 'booking_appointments', 'lower(name)'],
  ['booking_appointments_search_1', 'booking_appointments', 'lower(email)'],
  ['booking_appointments_search_2', 'booking_appointments', "right(regexp_replace(phone, '\\D', '', 'g'), 10)"],
  ['booking_appointments_search_3', 'booking_appointments', 'upper(reference)'],
  ['career_applications_search_0', 'career_applications', 'lower(name)'],
  ['career_applications_search_1', 'career_applications', 'lower(email)'],
  ['career_applications_search_2', 'career_applications', "right(regexp_replace(phone, '\\D', '', 'g'), 10)"],
  ['career_applications_search_3', 'career_applications', 'upper(reference)'],
  ['group_registrations_search_0', 'group_registrations', 'lower(contact_name)'],
  ['group_registrations_search_1', 'group_registrations', 'lower(organization)'],
  ['group_registrations_search_2', 'group_registrations', 'lower(email)'],
  ['group_registrations_search_3', 'group_registrations', "right(regexp_replace(phone, '\\D', '', 'g'), 10)"],
  ['group_registrations_search_4', 'group_registrations', 'upper(reference)'],
  ['payments_search_0', 'payments', 'lower(name)'],
  ['payments_search_1', 'payments', 'lower(email)'],
  ['payments_search_2', 'payments', "right(regexp_replace(phone, '\\D', '', 'g'), 10)"],
  ['payments_search_3', 'payments', 'upper(reference)'],
  ['tax_school_registrations_search_0', 'tax_school_registrations', 'lower(name)'],
  ['tax_school_registrations_search_1', 'tax_school_registrations', 'lower(email)'],
  ['tax_school_registrations_search_2', 'tax_school_registrations', "right(regexp_replace(phone, '\\D', '', 'g'), 10)"],
  ['referrals_search_0', 'referrals', 'lower(friend_name)'],
  ['referrals_search_1', 'referrals', 'lower(referrer_name)'],
  ['referrals_search_2', 'referrals', 'lower(friend_email)'],
  ['referrals_search_3', 'referrals', 'lower(referrer_email)'],
  ['referrals_search_4', 'referrals', "right(regexp_replace(friend_phone, '\\D', '', 'g'), 10)"],
  ['engagements_search_0', 'engagements', 'lower(client_email)'],
  ['auth_users_search_0', 'auth.users', 'lower(email)'],
];

/** The names the lead lists sort by (`?sort=name`). */
const BY_NAME = ['tax_intakes_search_0', 'contact_messages_search_0', 'career_applications_search_0', 'group_registrations_search_0'];

const WAITING = ['tax_intakes', 'contact_messages', 'group_registrations', 'career_applications'];

/**
 * The back office's global search (issue 45): one btree index per searched expression (lower(name), lower(email),
 * the phone's last ten digits, upper(reference)) in byte order (COLLATE "C", whatever the database's locale), so a
 * prefix is an index range scan read in index order and stopped after a few rows (the lead lists' names with the
 * id, for `?sort=name` keyset pages); and partial indexes on the lead tables' 'new' rows for the sidebar's counts.
 */
export class AdminSearchIndexes1795000045100 implements MigrationInterface {
  name = 'AdminSearchIndexes1795000045100';

  async up(db: QueryRunner): Promise<void> {
    for (const [index, table, expr] of SEARCH_INDEXES) {
      // The lead lists' names end with the id: the same index reads a list by name, A to Z or back (keyset pages).
      const byName = BY_NAME.includes(index) ? ', id' : '';
      await db.query(`CREATE INDEX ${index} ON ${table} ((${expr} COLLATE "C")${byName})`);
    }
    for (const table of WAITING) await db.query(`CREATE INDEX ${table}_waiting ON ${table} (created_at) WHERE status = 'new'`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of WAITING) await db.query(`DROP INDEX ${table}_waiting`);
    for (const [index, table] of SEARCH_INDEXES) await db.query(`DROP INDEX ${table.startsWith('auth.') ? 'auth.' : ''}${index}`);
  }
}
