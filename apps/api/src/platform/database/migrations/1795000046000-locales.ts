import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language a lead wrote in (issue 46): the page's, en, es or ar. Mails to the visitor are written in it. Rows from
 * before are English.
 */
export class Locales1795000046000 implements MigrationInterface {
  name = 'Locales1795000046000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE contact_messages ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'es', 'ar'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE contact_messages DROP COLUMN locale`);
  }
}
