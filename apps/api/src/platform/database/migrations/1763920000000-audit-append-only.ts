import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log records where each staff action came from, and the database itself refuses to change or remove an
 * entry: no UPDATE, DELETE or TRUNCATE through any connection the app (or anyone with its credentials) holds.
 */
export class AuditAppendOnly1763920000000 implements MigrationInterface {
  name = 'AuditAppendOnly1763920000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE audit_log ADD COLUMN client_address text`);
    await db.query(`CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, id DESC)`);
    await db.query(`
      CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END
      $$`);
    await db.query(`CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change()`);
    await db.query(`CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER audit_log_no_truncate ON audit_log`);
    await db.query(`DROP TRIGGER audit_log_append_only ON audit_log`);
    await db.query(`DROP FUNCTION audit_log_refuse_change()`);
    await db.query(`DROP INDEX audit_log_created_idx`);
    await db.query(`ALTER TABLE audit_log DROP COLUMN client_address`);
  }
}
