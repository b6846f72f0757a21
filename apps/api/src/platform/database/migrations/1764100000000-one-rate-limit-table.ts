import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Auth's limits now count in rate_limit_counters with every other limit (one limiter, one table). The counters in
 * auth.rate_limits only ever held the current windows, so they are dropped, not copied: at worst an address gets a
 * fresh window once. The index on window_start goes too: no statement can use it (the sweep compares each row's
 * own window end), and every counter write that cannot stay on its page pays for it.
 */
export class OneRateLimitTable1764100000000 implements MigrationInterface {
  name = 'OneRateLimitTable1764100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE auth.rate_limits`);
    await db.query(`DROP INDEX rate_limit_counters_window_idx`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX rate_limit_counters_window_idx ON rate_limit_counters (window_start)`);
    await db.query(`
      CREATE UNLOGGED TABLE auth.rate_limits (
        key text PRIMARY KEY,
        window_start timestamptz NOT NULL,
        window_seconds integer NOT NULL,
        hits integer NOT NULL
      )`);
  }
}
