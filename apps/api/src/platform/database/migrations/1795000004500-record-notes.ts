import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The lead tables whose single `internal_note` becomes the first entry of their notes, by record kind. */
const NOTED = [
  ['contact-messages', 'contact_messages'],
  ['tax-intakes', 'tax_intakes'],
  ['appointments', 'booking_appointments'],
  ['applications', 'career_applications'],
  ['group-registrations', 'group_registrations'],
] as const;

/** Tables a client's timeline reads by email (lower(email) = ANY(...)); tax_intakes has its index already. */
const BY_EMAIL = ['contact_messages', 'booking_appointments', 'career_applications', 'group_registrations', 'payments'] as const;

/**
 * Issue 45: notes and replies on every kind of client record (`record_notes`: one table, kind + record id), append-only
 * in PostgreSQL itself (a trigger refuses UPDATE). Each non-empty `internal_note` is copied in as an 'earlier' entry
 * (author unknown, dated at the record's last change); the column stays for one release (nothing writes it any more)
 * so a rollback loses nothing. Refunds get their reason. Indexes on lower(email) keep a client's timeline fast.
 */
export class RecordNotes1795000004500 implements MigrationInterface {
  name = 'RecordNotes1795000004500';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE record_notes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        record_kind text NOT NULL CHECK (record_kind IN (${NOTED.map(([kind]) => `'${kind}'`).join(', ')}, 'payments', 'referrals')),
        record_id uuid NOT NULL,
        type text NOT NULL CHECK (type IN ('note', 'reply', 'earlier')),
        subject text CHECK (char_length(subject) <= 200),
        body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 5000),
        delivery text CHECK (delivery IN ('mail', 'portal')),
        author_user_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((type = 'reply') = (delivery IS NOT NULL))
      )`);
    await db.query(`CREATE INDEX record_notes_record_idx ON record_notes (record_kind, record_id, created_at, id)`);
    await db.query(`
      CREATE FUNCTION record_note_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'record notes are append-only: UPDATE refused' USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await db.query(`CREATE TRIGGER record_notes_append_only BEFORE UPDATE ON record_notes FOR EACH ROW EXECUTE FUNCTION record_note_refuse_update()`);
    for (const [kind, table] of NOTED) {
      await db.query(
        `INSERT INTO record_notes (record_kind, record_id, type, body, created_at)
         SELECT $1, id, 'earlier', left(internal_note, 5000), updated_at FROM ${table} WHERE btrim(coalesce(internal_note, '')) <> ''`,
        [kind],
      );
    }
    await db.query(`ALTER TABLE payment_refunds ADD COLUMN reason text CHECK (char_length(reason) <= 500)`);
    for (const table of BY_EMAIL) await db.query(`CREATE INDEX IF NOT EXISTS ${table}_email_lower_idx ON ${table} (lower(email))`);
    await db.query(`CREATE INDEX IF NOT EXISTS referrals_referrer_email_idx ON referrals (referrer_email)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX IF EXISTS referrals_referrer_email_idx`);
    for (const table of BY_EMAIL) await db.query(`DROP INDEX IF EXISTS ${table}_email_lower_idx`);
    await db.query(`ALTER TABLE payment_refunds DROP COLUMN reason`);
    await db.query(`DROP TABLE record_notes`);
    await db.query(`DROP FUNCTION record_note_refuse_update()`);
  }
}
