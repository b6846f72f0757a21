import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Per-account lockout after repeated failed password grants (on top of the per-address rate limits). Keyed by a
 * hash of the email address, so neither addresses nor account existence are stored.
 */
export class AuthSignInLockouts1763790350000 implements MigrationInterface {
  name = 'AuthSignInLockouts1763790350000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE auth.sign_in_lockouts (
        key text PRIMARY KEY,
        failures integer NOT NULL DEFAULT 0,
        lockouts integer NOT NULL DEFAULT 0,
        locked_until timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE auth.sign_in_lockouts`);
  }
}
