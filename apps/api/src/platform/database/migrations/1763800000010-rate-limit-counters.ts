import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Fixed-window counters of platform/rate-limit, shared by every API process. `key` is a SHA-256 of bucket and client. */
export class RateLimitCounters1763800000010 implements MigrationInterface {
  name = 'RateLimitCounters1763800000010';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE rate_limit_counters (
        key text PRIMARY KEY,
        window_start timestamptz NOT NULL,
        window_seconds integer NOT NULL,
        hits integer NOT NULL
      )`);
    await db.query(`CREATE INDEX rate_limit_counters_window_idx ON rate_limit_counters (window_start)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE rate_limit_counters`);
  }
}
