import type { MigrationInterface, QueryRunner } from 'typeorm';
import { refuseUntilRetained, refusingTriggerFunction } from './trigger-sql';

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
const STATUSES = ['documents_needed', 'received', 'in_preparation', 'in_review', 'awaiting_signature', 'efiled', 'accepted', 'rejected', 'complete'];
const EFILE = ['not_filed', 'pending', 'accepted', 'rejected'];
const CHILDREN = ['engagement_status_events', 'engagement_notes', 'document_requests', 'document_request_files'];

/**
 * The client portal's engagements (issue 44): one per client email, tax year and kind, with the client-facing status
 * and its dated history, the IRS's and Michigan's e-file results, staff-only internal status and append-only notes,
 * document requests with the files and answers given against them, and the mailboxes each account has proven.
 *
 * Records are kept at least three years after the engagement's tax year is complete: the database itself refuses to
 * delete an engagement (or anything of it) before `engagement_retain_until`, and refuses TRUNCATE outright.
 */
export class Engagements1795000000000 implements MigrationInterface {
  name = 'Engagements1795000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE engagements (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_email text NOT NULL CHECK (char_length(client_email) BETWEEN 3 AND 254 AND client_email = lower(client_email)),
        client_user_id uuid REFERENCES auth.users (id) ON DELETE SET NULL,
        tax_year integer NOT NULL CHECK (tax_year BETWEEN 2000 AND 9999),
        kind text NOT NULL CHECK (kind IN ('individual', 'business', 'amended', 'other')),
        status text NOT NULL DEFAULT 'documents_needed' CHECK (status IN (${list(STATUSES)})),
        status_changed_at timestamptz NOT NULL DEFAULT now(),
        internal_status text NOT NULL DEFAULT 'active' CHECK (internal_status IN ('active', 'on_hold', 'waiting_on_third_party', 'partner_review')),
        irs_result text NOT NULL DEFAULT 'not_filed' CHECK (irs_result IN (${list(EFILE)})),
        irs_next_step text CHECK (char_length(irs_next_step) <= 1000),
        irs_updated_at timestamptz,
        michigan_result text NOT NULL DEFAULT 'not_filed' CHECK (michigan_result IN (${list(EFILE)})),
        michigan_next_step text CHECK (char_length(michigan_next_step) <= 1000),
        michigan_updated_at timestamptz,
        assignee_user_id uuid REFERENCES auth.users (id) ON DELETE SET NULL,
        office text CHECK (office IN ('dearborn', 'ypsilanti', 'ann-arbor', 'remote')),
        tax_intake_id uuid UNIQUE,
        invitation_sent_at timestamptz,
        completed_at timestamptz,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT engagements_one_per_year_and_kind UNIQUE (client_email, tax_year, kind)
      )`);
    await db.query(`CREATE INDEX engagements_client_user_idx ON engagements (client_user_id, tax_year DESC, id DESC) WHERE client_user_id IS NOT NULL`);
    await db.query(`CREATE INDEX engagements_created_idx ON engagements (created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX engagements_assignee_created_idx ON engagements (assignee_user_id, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX engagements_status_created_idx ON engagements (status, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX engagements_year_created_idx ON engagements (tax_year, created_at DESC, id DESC)`);

    await db.query(`
      CREATE TABLE engagement_status_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        engagement_id uuid NOT NULL REFERENCES engagements (id) ON DELETE CASCADE,
        field text NOT NULL CHECK (field IN ('status', 'irs', 'michigan', 'internal_status')),
        value text NOT NULL,
        actor_user_id uuid,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await db.query(`CREATE INDEX engagement_status_events_engagement_idx ON engagement_status_events (engagement_id, created_at, id)`);

    await db.query(`
      CREATE TABLE engagement_notes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        engagement_id uuid NOT NULL REFERENCES engagements (id) ON DELETE CASCADE,
        body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 5000),
        author_user_id uuid,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await db.query(`CREATE INDEX engagement_notes_engagement_idx ON engagement_notes (engagement_id, created_at, id)`);

    await db.query(`
      CREATE TABLE document_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        engagement_id uuid NOT NULL REFERENCES engagements (id) ON DELETE CASCADE,
        type text NOT NULL CHECK (type IN ('document', 'question')),
        title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
        description text CHECK (char_length(description) <= 2000),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'submitted', 'accepted', 'returned', 'closed')),
        return_reason text CHECK (char_length(return_reason) <= 1000),
        answer text CHECK (char_length(answer) <= 5000),
        waiting_since timestamptz NOT NULL DEFAULT now(),
        reminders_sent integer NOT NULL DEFAULT 0 CHECK (reminders_sent BETWEEN 0 AND 3),
        next_reminder_at timestamptz,
        created_by uuid,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX document_requests_engagement_idx ON document_requests (engagement_id, created_at, id)`);
    await db.query(
      `CREATE INDEX document_requests_due_reminder_idx ON document_requests (next_reminder_at) WHERE next_reminder_at IS NOT NULL AND status IN ('open', 'returned')`,
    );
    await db.query(`CREATE INDEX document_requests_waiting_idx ON document_requests (engagement_id) WHERE status IN ('open', 'returned')`);

    await db.query(`
      CREATE TABLE document_request_files (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        request_id uuid NOT NULL REFERENCES document_requests (id) ON DELETE CASCADE,
        upload_id uuid NOT NULL UNIQUE REFERENCES uploads (id),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await db.query(`CREATE INDEX document_request_files_request_idx ON document_request_files (request_id, created_at, id)`);

    await db.query(`
      CREATE TABLE portal_mailbox_proofs (
        user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        email text NOT NULL CHECK (email = lower(email)),
        proven_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, email)
      )`);
    await db.query(`CREATE INDEX portal_mailbox_proofs_email_idx ON portal_mailbox_proofs (email)`);

    // Retention: three years after the later of the engagement's completion and the end of its tax year.
    await db.query(`
      CREATE FUNCTION engagement_retain_until(completed_at timestamptz, tax_year integer) RETURNS timestamptz
      LANGUAGE sql STABLE AS $$
        SELECT CASE WHEN completed_at IS NULL THEN NULL
          ELSE greatest(completed_at, make_timestamptz(tax_year + 1, 1, 1, 0, 0, 0, 'UTC')) + interval '3 years' END
      $$`);
    await db.query(`
      CREATE FUNCTION engagement_refuse_early_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        retain timestamptz;
      BEGIN
        retain := engagement_retain_until(OLD.completed_at, OLD.tax_year);${refuseUntilRetained(
          `'engagement records are kept three years after the tax year is complete: delete of % refused', OLD.id`,
        )}`);
    await db.query(`
      CREATE FUNCTION engagement_part_refuse_early_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        engagement uuid;
        retain timestamptz;
        found_row boolean;
      BEGIN
        IF TG_TABLE_NAME = 'document_request_files' THEN
          SELECT r.engagement_id INTO engagement FROM document_requests r WHERE r.id = OLD.request_id;
        ELSE
          engagement := OLD.engagement_id;
        END IF;
        SELECT true, engagement_retain_until(e.completed_at, e.tax_year) INTO found_row, retain FROM engagements e WHERE e.id = engagement;
        -- Gone (this delete cascades from the engagement's own, which its trigger allowed): nothing left to keep.
        IF found_row IS NULL THEN
          RETURN OLD;
        END IF;${refuseUntilRetained(`'engagement records are kept three years after the tax year is complete: delete from % refused', TG_TABLE_NAME`)}`);
    await db.query(refusingTriggerFunction('engagement_refuse_truncate', `'% is kept for the retention period: TRUNCATE refused', TG_TABLE_NAME`));
    await db.query(refusingTriggerFunction('engagement_note_refuse_update', `'engagement notes are append-only: UPDATE refused'`));
    await db.query(`CREATE TRIGGER engagements_retention BEFORE DELETE ON engagements FOR EACH ROW EXECUTE FUNCTION engagement_refuse_early_delete()`);
    for (const table of CHILDREN) {
      await db.query(`CREATE TRIGGER ${table}_retention BEFORE DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION engagement_part_refuse_early_delete()`);
    }
    for (const table of ['engagements', ...CHILDREN]) {
      await db.query(`CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION engagement_refuse_truncate()`);
    }
    await db.query(
      `CREATE TRIGGER engagement_notes_append_only BEFORE UPDATE ON engagement_notes FOR EACH ROW EXECUTE FUNCTION engagement_note_refuse_update()`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE portal_mailbox_proofs, document_request_files, document_requests, engagement_notes, engagement_status_events, engagements`);
    await db.query(`DROP FUNCTION engagement_note_refuse_update()`);
    await db.query(`DROP FUNCTION engagement_refuse_truncate()`);
    await db.query(`DROP FUNCTION engagement_part_refuse_early_delete()`);
    await db.query(`DROP FUNCTION engagement_refuse_early_delete()`);
    await db.query(`DROP FUNCTION engagement_retain_until(timestamptz, integer)`);
  }
}
