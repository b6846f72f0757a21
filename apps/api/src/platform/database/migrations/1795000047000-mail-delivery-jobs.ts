import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail delivery becomes a job of platform/jobs: every message not yet sent gets a `mail:deliver/<id>` row in
 * scheduled_jobs carrying its attempts, next try and last error (a message given up on: run_at infinity), and
 * mail_outbox keeps the message and whether it was sent (`pending`, `sent`). The outbox's own retry columns
 * (attempts, next_attempt_at, locked_until, last_error) are no longer written; they stay for a release, so a rollback
 * loses nothing. Stop every process of the previous version before this runs: its outbox worker and the new job would
 * both send.
 */
export class MailDeliveryJobs1795000047000 implements MigrationInterface {
  name = 'MailDeliveryJobs1795000047000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      INSERT INTO scheduled_jobs (name, kind, run_at, attempts, last_error)
      SELECT 'mail:deliver/' || id, 'mail:deliver',
             CASE WHEN status = 'failed' THEN 'infinity'::timestamptz ELSE greatest(next_attempt_at, not_before) END, attempts, last_error
        FROM mail_outbox WHERE status <> 'sent'
      ON CONFLICT (name) DO NOTHING`);
    await db.query(`UPDATE mail_outbox SET status = 'pending', locked_until = NULL WHERE status IN ('sending', 'failed')`);
    await db.query(`DROP INDEX mail_outbox_due_idx`);
    await db.query(`CREATE INDEX mail_outbox_pending_idx ON mail_outbox (id) WHERE status = 'pending'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX mail_outbox_pending_idx`);
    await db.query(`
      UPDATE mail_outbox o SET attempts = j.attempts, last_error = j.last_error, locked_until = NULL,
             status = CASE WHEN j.run_at = 'infinity' THEN 'failed' ELSE 'pending' END,
             next_attempt_at = CASE WHEN j.run_at = 'infinity' THEN now() ELSE j.run_at END
        FROM scheduled_jobs j WHERE j.name = 'mail:deliver/' || o.id AND o.status = 'pending'`);
    await db.query(`DELETE FROM scheduled_jobs WHERE kind = 'mail:deliver'`);
    await db.query(`CREATE INDEX mail_outbox_due_idx ON mail_outbox (greatest(next_attempt_at, not_before)) WHERE status IN ('pending', 'sending')`);
  }
}
