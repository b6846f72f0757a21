import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditLog1763780000000 implements MigrationInterface {
  name = 'AuditLog1763780000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE audit_log (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        actor_id uuid,
        action text NOT NULL,
        subject_type text NOT NULL,
        subject_id text,
        details jsonb NOT NULL DEFAULT '{}'::jsonb,
        request_id text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX audit_log_subject_idx ON audit_log (subject_type, subject_id, created_at DESC)`);
    await db.query(`CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, created_at DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE audit_log`);
  }
}
