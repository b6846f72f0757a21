import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Scheduled mail (appointment reminders) in the existing outbox: workers skip a row until `not_before`, and a
 * `schedule_key` names it so a move or a cancellation replaces or drops it. One pending row per key.
 */
export class MailScheduled1763840000000 implements MigrationInterface {
  name = 'MailScheduled1763840000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE mail_outbox ADD COLUMN not_before timestamptz NOT NULL DEFAULT now(), ADD COLUMN schedule_key text`);
    await db.query(`CREATE UNIQUE INDEX mail_outbox_schedule_key_idx ON mail_outbox (schedule_key) WHERE status = 'pending'`);
    await db.query(`DROP INDEX mail_outbox_due_idx`);
    await db.query(`CREATE INDEX mail_outbox_due_idx ON mail_outbox (greatest(next_attempt_at, not_before)) WHERE status IN ('pending', 'sending')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX mail_outbox_schedule_key_idx`);
    await db.query(`DROP INDEX mail_outbox_due_idx`);
    await db.query(`ALTER TABLE mail_outbox DROP COLUMN not_before, DROP COLUMN schedule_key`);
    await db.query(`CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status IN ('pending', 'sending')`);
  }
}
