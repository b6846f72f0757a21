import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row per periodic job (platform/jobs): when it next runs, and which process holds it until when. The schedule
 * outlives restarts, and the lease keeps a job to one process at a time.
 */
export class ScheduledJobs1764100000001 implements MigrationInterface {
  name = 'ScheduledJobs1764100000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE scheduled_jobs (
        name text PRIMARY KEY,
        run_at timestamptz NOT NULL,
        locked_by text,
        locked_until timestamptz,
        last_run_by text,
        last_finished_at timestamptz
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE scheduled_jobs`);
  }
}
