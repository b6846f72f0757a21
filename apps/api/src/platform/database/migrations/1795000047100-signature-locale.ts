import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language of a signature request (issue 47): the engagement letter and the signed copy's audit-trail page are
 * written in the client's language (en, es or ar), fixed when the request is made. Requests from before are English.
 */
export class SignatureLocale1795000047100 implements MigrationInterface {
  name = 'SignatureLocale1795000047100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE signature_requests ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'es', 'ar'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE signature_requests DROP COLUMN locale`);
  }
}
