import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rate-limit counters need no crash safety (after a crash they start again from zero, which only forgives a few
 * minutes of counting), but every request updates them, and the requests of one address all update one row. Logged,
 * each update waited for its WAL flush while holding that row's lock, so requests from one address (an office
 * behind one NAT, a benchmark) queued behind each other's disk flushes. Unlogged tables write no WAL: the commit
 * does not wait for the disk.
 */
export class UnloggedRateLimits1763940000000 implements MigrationInterface {
  name = 'UnloggedRateLimits1763940000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE auth.rate_limits SET UNLOGGED`);
    await db.query(`ALTER TABLE rate_limit_counters SET UNLOGGED`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE auth.rate_limits SET LOGGED`);
    await db.query(`ALTER TABLE rate_limit_counters SET LOGGED`);
  }
}
