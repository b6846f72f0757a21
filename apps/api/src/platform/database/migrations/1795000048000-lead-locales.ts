import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every lead kind keeps the language of the page it was sent from (issue 46), as contact_messages does since 1795000046000. */
const TABLES = ['tax_intakes', 'booking_appointments', 'group_registrations', 'career_applications', 'payments', 'tax_school_registrations', 'referrals'];

/**
 * The language a lead wrote in: the page's, en, es or ar. Confirmations, reminders, receipts and refunds to the
 * visitor are written in it. Rows from before are English.
 */
export class LeadLocales1795000048000 implements MigrationInterface {
  name = 'LeadLocales1795000048000';

  async up(db: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await db.query(`ALTER TABLE ${table} ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'es', 'ar'))`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [...TABLES].reverse()) await db.query(`ALTER TABLE ${table} DROP COLUMN locale`);
  }
}
