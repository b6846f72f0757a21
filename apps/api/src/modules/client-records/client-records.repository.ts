import { Injectable } from '@nestjs/common';
import type { PersonRefKind, RecordKind, SiteLocale } from '@huron/shared/contracts';
import { rowsOf } from '../../platform/database/query-rows';
import type { Tx } from '../../platform/database/transactions';
import { PERSON_SOURCES } from './record-kinds';

/** Who a record is about: the address a reply goes to and the office that answers. */
export interface RecordContact {
  id: string;
  email: string;
  name: string | null;
  office: string | null;
  reference: string | null;
  /** The language of the page the lead came from (every lead table keeps it; engagements use the account's). */
  locale: SiteLocale;
}

export interface NoteRow {
  id: string;
  type: 'note' | 'reply' | 'earlier';
  subject: string | null;
  body: string;
  delivery: 'mail' | 'portal' | null;
  authorUserId: string | null;
  createdAt: Date;
}

export interface NewNote {
  kind: RecordKind;
  recordId: string;
  type: 'note' | 'reply';
  subject?: string | null;
  body: string;
  delivery?: 'mail' | 'portal' | null;
  authorUserId: string;
}

export interface AccountRow {
  id: string;
  email: string | null;
  verified: boolean;
  name: string | null;
}

export interface TimelineRow {
  kind: string;
  id: string;
  at: Date;
  atText: string;
  label: string;
  status: string | null;
  amountCents: number | null;
  parentId: string | null;
}

const NOTE_COLUMNS = `id, type, subject, body, delivery, author_user_id AS "authorUserId", created_at AS "createdAt"`;

/**
 * Everything one person did, newest first: each branch reads its table through an index on the (lowercased) email;
 * `$1` is the addresses (lowercase), `$2`/`$3` the keyset position (or nulls), `$4` the page size plus one.
 */
const TIMELINE_SQL = `
  SELECT kind, id, at, at::text AS "atText", label, status, "amountCents", "parentId" FROM (
    SELECT 'tax-intakes' AS kind, id, created_at AS at, reference AS label, status, NULL::int AS "amountCents", NULL::uuid AS "parentId"
      FROM tax_intakes WHERE lower(email) = ANY($1::text[])
    UNION ALL
    SELECT 'contact-messages', id, created_at, reference, status, NULL, NULL FROM contact_messages WHERE lower(email) = ANY($1::text[])
    UNION ALL
    SELECT 'appointments', id, created_at, reference, status, NULL, NULL FROM booking_appointments WHERE lower(email) = ANY($1::text[])
    UNION ALL
    SELECT 'applications', id, created_at, reference, status, NULL, NULL FROM career_applications WHERE lower(email) = ANY($1::text[])
    UNION ALL
    SELECT 'group-registrations', id, created_at, reference, status, NULL, NULL FROM group_registrations WHERE lower(email) = ANY($1::text[])
    UNION ALL
    SELECT 'payments', id, created_at, reference, status, amount_cents, NULL FROM payments WHERE lower(email) = ANY($1::text[])
    UNION ALL
    SELECT 'referrals', id, created_at, 'referrer', status, reward_cents, NULL FROM referrals WHERE referrer_email = ANY($1::text[])
    UNION ALL
    SELECT 'referrals', id, created_at, 'referred', status, NULL, NULL FROM referrals WHERE friend_email = ANY($1::text[])
    UNION ALL
    SELECT 'engagements', id, created_at, tax_year::text || ' ' || kind, status, NULL, NULL FROM engagements WHERE client_email = ANY($1::text[])
    UNION ALL
    SELECT 'portal-messages', m.id, m.created_at, 'message', NULL, NULL, m.engagement_id
      FROM engagement_messages m JOIN engagements e ON e.id = m.engagement_id
      WHERE e.client_email = ANY($1::text[]) AND m.author = 'client'
  ) AS timeline
  WHERE $2::timestamptz IS NULL OR (at, id) < ($2::timestamptz, $3::uuid)
  ORDER BY at DESC, id DESC
  LIMIT $4`;

/** The only SQL of notes, replies and client timelines. */
@Injectable()
export class ClientRecordsRepository {
  async contactOf(tx: Tx, kind: PersonRefKind, id: string): Promise<RecordContact | null> {
    const s = PERSON_SOURCES[kind];
    const rows = rowsOf<RecordContact>(
      await tx.query(
        `SELECT id, lower(${s.email}) AS email, ${s.name} AS name, ${s.office} AS office, ${s.reference} AS reference,
           ${kind === 'engagements' ? `'en'::text` : 'locale'} AS locale FROM ${s.table} WHERE id = $1`,
        [id],
      ),
    );
    return rows[0] ?? null;
  }

  async notes(tx: Tx, kind: RecordKind, id: string): Promise<NoteRow[]> {
    return rowsOf<NoteRow>(
      await tx.query(`SELECT ${NOTE_COLUMNS} FROM record_notes WHERE record_kind = $1 AND record_id = $2 ORDER BY created_at, id`, [kind, id]),
    );
  }

  async insertNote(tx: Tx, note: NewNote): Promise<NoteRow> {
    const rows = rowsOf<NoteRow>(
      await tx.query(
        `INSERT INTO record_notes (record_kind, record_id, type, subject, body, delivery, author_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${NOTE_COLUMNS}`,
        [note.kind, note.recordId, note.type, note.subject ?? null, note.body, note.delivery ?? null, note.authorUserId],
      ),
    );
    return rows[0]!;
  }

  /** The person's newest engagement (their portal thread): by its email, or an account that proved that email. */
  async engagementFor(tx: Tx, email: string): Promise<string | null> {
    const rows = rowsOf<{ id: string }>(
      await tx.query(
        `SELECT id FROM engagements
         WHERE client_email = $1 OR client_user_id IN (SELECT user_id FROM portal_mailbox_proofs WHERE email = $1)
         ORDER BY tax_year DESC, created_at DESC, id DESC LIMIT 1`,
        [email],
      ),
    );
    return rows[0]?.id ?? null;
  }

  async account(tx: Tx, userId: string): Promise<AccountRow | null> {
    const rows = rowsOf<AccountRow>(
      await tx.query(
        `SELECT id, lower(email) AS email, email_confirmed_at IS NOT NULL AS verified, raw_user_meta_data ->> 'full_name' AS name FROM auth.users WHERE id = $1`,
        [userId],
      ),
    );
    return rows[0] ?? null;
  }

  /** The account that has verified `email` as its own, or proved it reads it (a portal mailbox). */
  async accountWithEmail(tx: Tx, email: string): Promise<string | null> {
    const rows = rowsOf<{ id: string }>(
      await tx.query(
        `SELECT id FROM auth.users WHERE email = $1 AND email_confirmed_at IS NOT NULL
         UNION SELECT user_id FROM portal_mailbox_proofs WHERE email = $1 LIMIT 1`,
        [email],
      ),
    );
    return rows[0]?.id ?? null;
  }

  async provenEmails(tx: Tx, userId: string): Promise<string[]> {
    return rowsOf<{ email: string }>(await tx.query(`SELECT email FROM portal_mailbox_proofs WHERE user_id = $1 ORDER BY email`, [userId])).map(
      (row) => row.email,
    );
  }

  async timeline(tx: Tx, emails: string[], after: { atText: string; id: string } | null, limit: number): Promise<TimelineRow[]> {
    return rowsOf<TimelineRow>(await tx.query(TIMELINE_SQL, [emails, after?.atText ?? null, after?.id ?? null, limit]));
  }
}
