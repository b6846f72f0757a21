import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One-off jobs join the periodic ones in scheduled_jobs (platform/jobs): a row named `<kind>/<key>` runs once at
 * `run_at` by the handler registered for `kind`, with its sealed payload, and is deleted in the transaction of its
 * work. Periodic rows keep `kind` NULL.
 */
export class OneOffJobs1764200000000 implements MigrationInterface {
  name = 'OneOffJobs1764200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE scheduled_jobs
        ADD COLUMN kind text,
        ADD COLUMN payload text,
        ADD COLUMN attempts integer NOT NULL DEFAULT 0,
        ADD COLUMN last_error text`);
    await db.query(`CREATE INDEX scheduled_jobs_due_one_off ON scheduled_jobs (run_at) WHERE kind IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM scheduled_jobs WHERE kind IS NOT NULL`);
    await db.query(`DROP INDEX scheduled_jobs_due_one_off`);
    await db.query(`ALTER TABLE scheduled_jobs DROP COLUMN kind, DROP COLUMN payload, DROP COLUMN attempts, DROP COLUMN last_error`);
  }
}
