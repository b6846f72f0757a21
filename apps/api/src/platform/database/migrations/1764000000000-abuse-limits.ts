import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Limits against abuse of public forms (issue 40): an upload remembers the hashed client address that sent it, so the
 * bytes one address leaves unclaimed can be capped; an MFA challenge counts its wrong codes, so it dies after five
 * whichever addresses sent them.
 */
export class AbuseLimits1764000000000 implements MigrationInterface {
  name = 'AbuseLimits1764000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE uploads ADD COLUMN client_hash text`);
    await db.query(`CREATE INDEX uploads_unclaimed_client_idx ON uploads (client_hash) WHERE claimed_at IS NULL`);
    await db.query(`ALTER TABLE auth.mfa_challenges ADD COLUMN failed_attempts integer NOT NULL DEFAULT 0`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE auth.mfa_challenges DROP COLUMN failed_attempts`);
    await db.query(`DROP INDEX uploads_unclaimed_client_idx`);
    await db.query(`ALTER TABLE uploads DROP COLUMN client_hash`);
  }
}
