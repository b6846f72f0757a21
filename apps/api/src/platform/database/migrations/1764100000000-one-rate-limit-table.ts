import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Auth's limits now count in rate_limit_counters with every other limit (one limiter, one table). The counters in
 * auth.rate_limits only ever held the current windows, so they are dropped, not copied: at worst an address gets a
 * fresh window once.
 */
export class OneRateLimitTable1764100000000 implements MigrationInterface {
  name = 'OneRateLimitTable1764100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE auth.rate_limits`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE UNLOGGED TABLE auth.rate_limits (
        key text PRIMARY KEY,
        window_start timestamptz NOT NULL,
        window_seconds integer NOT NULL,
        hits integer NOT NULL
      )`);
  }
}
