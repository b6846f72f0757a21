import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Tax School waitlist keeps the language of the page the visitor asked from, like every other lead
 * (1795000048000): the "registration is open" mail is written in it. Entries from before are English.
 */
export class WaitlistLocale1795000048100 implements MigrationInterface {
  name = 'WaitlistLocale1795000048100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE course_waitlist ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'es', 'ar'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE course_waitlist DROP COLUMN locale`);
  }
}
