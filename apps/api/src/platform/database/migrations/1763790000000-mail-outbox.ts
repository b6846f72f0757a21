import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Outgoing mail, claimed by workers with FOR UPDATE SKIP LOCKED. Content is encrypted and erased once sent. */
export class MailOutbox1763790000000 implements MigrationInterface {
  name = 'MailOutbox1763790000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE mail_outbox (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        kind text NOT NULL,
        content text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await db.query(`CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status IN ('pending', 'sending')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE mail_outbox`);
  }
}
