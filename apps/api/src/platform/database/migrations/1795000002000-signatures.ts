import type { MigrationInterface, QueryRunner } from 'typeorm';
import { refuseUntilRetained, refusingTriggerFunction } from './trigger-sql';

/**
 * Issue 47: electronic signatures. A signature request is one document (an engagement letter the firm renders, or a
 * Form 8879 / MI-8453 staff upload) and its signers (the taxpayer; the spouse too for married filing jointly); the
 * documents themselves are uploads (encrypted path) owned by the request. signature_events is the audit trail as a
 * hash chain: each row carries the hash of the one before (per request), and the database refuses to change or
 * delete it. Retention: nothing of a request may be deleted before signature_retain_until(): three years after the
 * later of the return's due date (April 15 after the tax year) and its filing (the engagement's `efiled` status, else
 * when it was signed); six for MI-8453. Pending requests have no end yet.
 */
export class Signatures1795000002000 implements MigrationInterface {
  name = 'Signatures1795000002000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE signature_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        engagement_id uuid NOT NULL REFERENCES engagements(id),
        kind text NOT NULL CHECK (kind IN ('engagement-letter', 'form-8879', 'form-mi-8453')),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'void')),
        title text NOT NULL,
        document_upload_id uuid NOT NULL REFERENCES uploads(id),
        document_sha256 text NOT NULL,
        signed_upload_id uuid REFERENCES uploads(id),
        signed_sha256 text,
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz,
        voided_at timestamptz,
        voided_by uuid,
        void_reason text,
        changed_figures jsonb,
        CHECK (status <> 'completed' OR (completed_at IS NOT NULL AND signed_upload_id IS NOT NULL)),
        CHECK (status <> 'pending' OR (completed_at IS NULL AND signed_upload_id IS NULL)),
        CHECK ((status = 'void') = (voided_at IS NOT NULL))
      )`);
    await db.query(`CREATE INDEX signature_requests_engagement ON signature_requests (engagement_id, created_at)`);
    await db.query(`
      CREATE TABLE signature_signers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        request_id uuid NOT NULL REFERENCES signature_requests(id),
        role text NOT NULL CHECK (role IN ('taxpayer', 'spouse')),
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
        email text NOT NULL,
        consent_version text,
        consented_at timestamptz,
        signed_at timestamptz,
        typed_name text,
        drawn_signature text,
        method text CHECK (method IN ('portal', 'in-office')),
        authentication text,
        ip text,
        user_agent text,
        signed_by_user_id uuid,
        UNIQUE (request_id, role),
        CHECK ((signed_at IS NULL) = (typed_name IS NULL))
      )`);
    await db.query(`CREATE INDEX signature_signers_email ON signature_signers (email)`);
    await db.query(`
      CREATE TABLE signature_kiosk_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        request_id uuid NOT NULL REFERENCES signature_requests(id),
        signer_id uuid NOT NULL REFERENCES signature_signers(id),
        token_hash text NOT NULL UNIQUE,
        id_type text NOT NULL,
        id_last_four text NOT NULL,
        id_expires_on date NOT NULL,
        checked_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        ended_at timestamptz
      )`);
    await db.query(`
      CREATE TABLE signature_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        request_id uuid NOT NULL REFERENCES signature_requests(id),
        seq integer NOT NULL CHECK (seq >= 1),
        type text NOT NULL,
        details jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL,
        prev_hash text NOT NULL,
        hash text NOT NULL,
        UNIQUE (request_id, seq)
      )`);

    await db.query(`
      CREATE FUNCTION signature_retain_until(request_id uuid) RETURNS timestamptz LANGUAGE sql STABLE AS $$
        SELECT CASE WHEN coalesce(r.completed_at, r.voided_at) IS NULL THEN NULL
          ELSE greatest(
            make_timestamptz(e.tax_year + 1, 4, 15, 0, 0, 0, 'America/Detroit'),
            coalesce(
              (SELECT max(s.created_at) FROM engagement_status_events s WHERE s.engagement_id = e.id AND s.field = 'status' AND s.value = 'efiled'),
              coalesce(r.completed_at, r.voided_at)
            )
          ) + CASE WHEN r.kind = 'form-mi-8453' THEN interval '6 years' ELSE interval '3 years' END
        END
        FROM signature_requests r JOIN engagements e ON e.id = r.engagement_id WHERE r.id = request_id
      $$`);
    await db.query(`
      CREATE FUNCTION signature_refuse_early_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        retain timestamptz;
      BEGIN
        IF TG_TABLE_NAME = 'signature_requests' THEN
          retain := signature_retain_until(OLD.id);
        ELSE
          retain := signature_retain_until(OLD.request_id);
        END IF;${refuseUntilRetained(`'signed forms are kept for their retention period (until %): delete from % refused', retain, TG_TABLE_NAME`)}`);
    await db.query(refusingTriggerFunction('signature_event_refuse_change', `'the signature audit trail is append-only: % refused', TG_OP`));
    for (const table of ['signature_requests', 'signature_signers', 'signature_kiosk_sessions']) {
      await db.query(`CREATE TRIGGER ${table}_retention BEFORE DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION signature_refuse_early_delete()`);
    }
    for (const table of ['signature_requests', 'signature_signers', 'signature_kiosk_sessions', 'signature_events']) {
      await db.query(`CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION engagement_refuse_truncate()`);
    }
    await db.query(
      `CREATE TRIGGER signature_events_append_only BEFORE UPDATE OR DELETE ON signature_events FOR EACH ROW EXECUTE FUNCTION signature_event_refuse_change()`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE signature_events`);
    await db.query(`DROP TABLE signature_kiosk_sessions`);
    await db.query(`DROP TABLE signature_signers`);
    await db.query(`DROP TABLE signature_requests`);
    await db.query(`DROP FUNCTION signature_event_refuse_change()`);
    await db.query(`DROP FUNCTION signature_refuse_early_delete()`);
    await db.query(`DROP FUNCTION signature_retain_until(uuid)`);
  }
}
