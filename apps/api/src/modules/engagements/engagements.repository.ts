import { Injectable } from '@nestjs/common';
import type { ListOrder } from '@huron/shared/contracts';
import { rowsOf } from '../../platform/database/query-rows';
import type { Tx } from '../../platform/database/transactions';
import { keysetDirection } from '../../platform/pagination';
import type {
  DueReminder,
  EngagementChanges,
  EngagementRef,
  EngagementRow,
  HistoryRow,
  NewEngagement,
  NoteRow,
  RequestFileRow,
  RequestRow,
  StaffListFilter,
} from './engagement-row';

const REF_COLUMNS = `e.id, e.client_email AS "clientEmail", e.client_user_id AS "clientUserId", e.tax_year AS "taxYear", e.kind,
  e.assignee_user_id AS "assigneeUserId", e.office`;

const COLUMNS = `${REF_COLUMNS}, e.status, e.status_changed_at AS "statusChangedAt", e.internal_status AS "internalStatus",
  e.irs_result AS "irsResult", e.irs_next_step AS "irsNextStep", e.irs_updated_at AS "irsUpdatedAt",
  e.michigan_result AS "michiganResult", e.michigan_next_step AS "michiganNextStep", e.michigan_updated_at AS "michiganUpdatedAt",
  e.tax_intake_id AS "taxIntakeId", e.invitation_sent_at AS "invitationSentAt", e.completed_at AS "completedAt",
  engagement_retain_until(e.completed_at, e.tax_year) AS "retainUntil",
  e.version, e.created_at AS "createdAt", e.updated_at AS "updatedAt", e.created_at::text AS "cursorAt",
  (SELECT count(*)::int FROM document_requests r WHERE r.engagement_id = e.id AND r.status IN ('open', 'returned')) AS "openRequestCount",
  (SELECT count(*)::int FROM document_requests r WHERE r.engagement_id = e.id AND r.status = 'submitted') AS "submittedRequestCount"`;

const REQUEST_COLUMNS = `r.id, r.engagement_id AS "engagementId", r.type, r.title, r.description, r.status, r.return_reason AS "returnReason",
  r.answer, r.waiting_since AS "waitingSince", r.reminders_sent AS "remindersSent", r.next_reminder_at AS "nextReminderAt", r.version,
  r.created_at AS "createdAt", r.updated_at AS "updatedAt"`;

/** The client's own: the account, or a mailbox it proved ($1 is the user id). For a row already found by its id. */
const CLIENT_OWNS = `(e.client_user_id = $1 OR e.client_email IN (SELECT p.email FROM portal_mailbox_proofs p WHERE p.user_id = $1))`;

/**
 * The ids of the client's engagements ($1 is the user id), as a CTE: each branch uses its own index (client_user_id;
 * client_email through the proofs), where an OR over both would read the whole table.
 */
const CLIENT_IDS = `client_ids AS (
  SELECT id FROM engagements WHERE client_user_id = $1
  UNION
  SELECT x.id FROM portal_mailbox_proofs p JOIN engagements x ON x.client_email = p.email WHERE p.user_id = $1
)`;

/** When the next reminder is due after `sent` reminders (3, 7 and 14 days after the request began to wait). */
const NEXT_REMINDER = (sent: string, since: string) =>
  `CASE ${sent} WHEN 0 THEN ${since} + interval '3 days' WHEN 1 THEN ${since} + interval '7 days' WHEN 2 THEN ${since} + interval '14 days' END`;

export interface KeysetAfter {
  atText: string;
  id: string;
}

/** The only file that knows the engagement tables. Writes take the caller's transaction. */
@Injectable()
export class EngagementsRepository {
  // ---- access

  async findRef(tx: Tx, id: string): Promise<EngagementRef | undefined> {
    return rowsOf<EngagementRef>(await tx.query(`SELECT ${REF_COLUMNS} FROM engagements e WHERE e.id = $1`, [id]))[0];
  }

  async findRefForClient(tx: Tx, userId: string, id: string): Promise<EngagementRef | undefined> {
    return rowsOf<EngagementRef>(await tx.query(`SELECT ${REF_COLUMNS} FROM engagements e WHERE e.id = $2 AND ${CLIENT_OWNS}`, [userId, id]))[0];
  }

  async idsForClient(tx: Tx, userId: string): Promise<string[]> {
    const rows = rowsOf<{ id: string }>(
      await tx.query(`WITH ${CLIENT_IDS} SELECT e.id FROM engagements e JOIN client_ids c ON c.id = e.id ORDER BY e.tax_year DESC, e.id`, [userId]),
    );
    return rows.map((row) => row.id);
  }

  /** Requests waiting for the client across its engagements, oldest first (the portal's "waiting for you"). */
  async waitingForClient(
    tx: Tx,
    userId: string,
  ): Promise<Array<{ id: string; engagementId: string; taxYear: number; kind: string; type: string; title: string; status: string; waitingSince: Date }>> {
    return rowsOf(
      await tx.query(
        `WITH ${CLIENT_IDS}
         SELECT r.id, r.engagement_id AS "engagementId", e.tax_year AS "taxYear", e.kind, r.type, r.title, r.status, r.waiting_since AS "waitingSince"
         FROM client_ids c JOIN engagements e ON e.id = c.id JOIN document_requests r ON r.engagement_id = e.id
         WHERE r.status IN ('open', 'returned')
         ORDER BY r.waiting_since, r.id`,
        [userId],
      ),
    );
  }

  async isProven(tx: Tx, userId: string, email: string): Promise<boolean> {
    return rowsOf(await tx.query(`SELECT 1 FROM portal_mailbox_proofs WHERE user_id = $1 AND email = $2`, [userId, email])).length > 0;
  }

  async provenEmailsOf(tx: Tx, userId: string): Promise<string[]> {
    const rows = rowsOf<{ email: string }>(await tx.query(`SELECT email FROM portal_mailbox_proofs WHERE user_id = $1 ORDER BY email`, [userId]));
    return rows.map((row) => row.email);
  }

  async anyoneProved(tx: Tx, email: string): Promise<string | undefined> {
    const rows = rowsOf<{ userId: string }>(
      await tx.query(`SELECT user_id AS "userId" FROM portal_mailbox_proofs WHERE email = $1 ORDER BY proven_at DESC LIMIT 1`, [email]),
    );
    return rows[0]?.userId;
  }

  /** Records the proof and gives the account the engagements of that address that have none yet; returns their ids. */
  async recordProof(tx: Tx, userId: string, email: string): Promise<string[]> {
    await tx.query(`INSERT INTO portal_mailbox_proofs (user_id, email) VALUES ($1, $2) ON CONFLICT (user_id, email) DO UPDATE SET proven_at = now()`, [
      userId,
      email,
    ]);
    const rows = rowsOf<{ id: string }>(
      await tx.query(`UPDATE engagements SET client_user_id = $1, updated_at = now() WHERE client_email = $2 AND client_user_id IS NULL RETURNING id`, [
        userId,
        email,
      ]),
    );
    return rows.map((row) => row.id);
  }

  // ---- engagements

  async find(tx: Tx, id: string, lock = false): Promise<EngagementRow | undefined> {
    return rowsOf<EngagementRow>(await tx.query(`SELECT ${COLUMNS} FROM engagements e WHERE e.id = $1${lock ? ' FOR UPDATE OF e' : ''}`, [id]))[0];
  }

  /** The client's engagements, newest first by (created_at, id). */
  async listForClient(tx: Tx, userId: string, limit: number, after?: KeysetAfter): Promise<EngagementRow[]> {
    const params: unknown[] = [userId, limit];
    let where = '';
    if (after) {
      params.push(after.atText, after.id);
      where = `WHERE (e.created_at, e.id) < ($3::timestamptz, $4::uuid)`;
    }
    return rowsOf<EngagementRow>(
      await tx.query(
        `WITH ${CLIENT_IDS} SELECT ${COLUMNS} FROM client_ids c JOIN engagements e ON e.id = c.id ${where} ORDER BY e.created_at DESC, e.id DESC LIMIT $2`,
        params,
      ),
    );
  }

  async listForStaff(tx: Tx, filter: StaffListFilter, limit: number, order?: ListOrder, after?: KeysetAfter): Promise<EngagementRow[]> {
    const params: unknown[] = [limit];
    const where: string[] = [];
    const add = (sql: (n: string) => string, value: unknown) => {
      params.push(value);
      where.push(sql(`$${params.length}`));
    };
    if (filter.status) add((n) => `e.status = ${n}`, filter.status);
    if (filter.internalStatus) add((n) => `e.internal_status = ${n}`, filter.internalStatus);
    if (filter.kind) add((n) => `e.kind = ${n}`, filter.kind);
    if (filter.taxYear) add((n) => `e.tax_year = ${n}`, filter.taxYear);
    if (filter.assignee === 'none') where.push(`e.assignee_user_id IS NULL`);
    else if (filter.assignee) add((n) => `e.assignee_user_id = ${n}::uuid`, filter.assignee);
    if (filter.office) add((n) => `e.office = ${n}`, filter.office);
    if (filter.q) add((n) => `e.client_email LIKE ${n}`, `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const { direction, after: comparison } = keysetDirection(order);
    if (after) {
      params.push(after.atText, after.id);
      where.push(`(e.created_at, e.id) ${comparison} ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
    }
    return rowsOf<EngagementRow>(
      await tx.query(
        `SELECT ${COLUMNS} FROM engagements e ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
         ORDER BY e.created_at ${direction}, e.id ${direction} LIMIT $1`,
        params,
      ),
    );
  }

  /** Undefined when the client already has an engagement for that tax year and kind. */
  async insert(tx: Tx, row: NewEngagement): Promise<string | undefined> {
    const inserted = rowsOf<{ id: string }>(
      await tx.query(
        `INSERT INTO engagements (client_email, client_user_id, tax_year, kind, assignee_user_id, office, tax_intake_id)
         VALUES ($1, (SELECT p.user_id FROM portal_mailbox_proofs p WHERE p.email = $1 ORDER BY p.proven_at DESC LIMIT 1), $2, $3, $4, $5, $6)
         ON CONFLICT DO NOTHING RETURNING id`,
        [row.clientEmail, row.taxYear, row.kind, row.assigneeUserId, row.office, row.taxIntakeId],
      ),
    );
    const id = inserted[0]?.id;
    if (id) await this.insertEvent(tx, id, 'status', 'documents_needed', row.actorUserId);
    return id;
  }

  async findByTaxIntake(tx: Tx, taxIntakeId: string): Promise<string | undefined> {
    return rowsOf<{ id: string }>(await tx.query(`SELECT id FROM engagements WHERE tax_intake_id = $1`, [taxIntakeId]))[0]?.id;
  }

  async markInvited(tx: Tx, id: string): Promise<void> {
    await tx.query(`UPDATE engagements SET invitation_sent_at = now() WHERE id = $1`, [id]);
  }

  /** Applies changes to a row locked by `find(tx, id, true)`; dated history rows for each client-visible change. */
  async update(tx: Tx, current: EngagementRow, changes: EngagementChanges, actorUserId: string): Promise<void> {
    const sets: string[] = [];
    const params: unknown[] = [current.id];
    const set = (column: string, value: unknown) => {
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    };
    if (changes.status !== undefined && changes.status !== current.status) {
      set('status', changes.status);
      sets.push('status_changed_at = now()');
      sets.push(changes.status === 'complete' ? 'completed_at = now()' : 'completed_at = NULL');
      await this.insertEvent(tx, current.id, 'status', changes.status, actorUserId);
    }
    if (changes.internalStatus !== undefined && changes.internalStatus !== current.internalStatus) {
      set('internal_status', changes.internalStatus);
      await this.insertEvent(tx, current.id, 'internal_status', changes.internalStatus, actorUserId);
    }
    if (changes.assigneeUserId !== undefined) set('assignee_user_id', changes.assigneeUserId);
    if (changes.office !== undefined) set('office', changes.office);
    for (const authority of ['irs', 'michigan'] as const) {
      const change = changes[authority];
      if (!change) continue;
      set(`${authority}_next_step`, change.nextStep);
      if (change.result !== current[`${authority}Result`]) {
        set(`${authority}_result`, change.result);
        sets.push(`${authority}_updated_at = now()`);
        await this.insertEvent(tx, current.id, authority, change.result, actorUserId);
      }
    }
    await tx.query(`UPDATE engagements SET ${[...sets, 'version = version + 1', 'updated_at = now()'].join(', ')} WHERE id = $1`, params);
  }

  private async insertEvent(tx: Tx, engagementId: string, field: HistoryRow['field'], value: string, actorUserId: string | null): Promise<void> {
    await tx.query(`INSERT INTO engagement_status_events (engagement_id, field, value, actor_user_id) VALUES ($1, $2, $3, $4)`, [
      engagementId,
      field,
      value,
      actorUserId,
    ]);
  }

  async history(tx: Tx, engagementId: string, clientVisible: boolean): Promise<HistoryRow[]> {
    return rowsOf<HistoryRow>(
      await tx.query(
        `SELECT field, value, actor_user_id AS "actorUserId", created_at AS "createdAt" FROM engagement_status_events
         WHERE engagement_id = $1 ${clientVisible ? `AND field <> 'internal_status'` : ''} ORDER BY created_at, id`,
        [engagementId],
      ),
    );
  }

  async notes(tx: Tx, engagementId: string): Promise<NoteRow[]> {
    return rowsOf<NoteRow>(
      await tx.query(
        `SELECT id, body, author_user_id AS "authorUserId", created_at AS "createdAt" FROM engagement_notes WHERE engagement_id = $1 ORDER BY created_at, id`,
        [engagementId],
      ),
    );
  }

  async insertNote(tx: Tx, engagementId: string, body: string, authorUserId: string): Promise<NoteRow> {
    return rowsOf<NoteRow>(
      await tx.query(
        `INSERT INTO engagement_notes (engagement_id, body, author_user_id) VALUES ($1, $2, $3)
         RETURNING id, body, author_user_id AS "authorUserId", created_at AS "createdAt"`,
        [engagementId, body, authorUserId],
      ),
    )[0]!;
  }

  // ---- document requests

  async requestsOf(tx: Tx, engagementId: string): Promise<RequestRow[]> {
    return rowsOf<RequestRow>(
      await tx.query(
        `SELECT ${REQUEST_COLUMNS} FROM document_requests r WHERE r.engagement_id = $1
         ORDER BY (r.status IN ('open', 'returned')) DESC, r.created_at, r.id`,
        [engagementId],
      ),
    );
  }

  async filesOf(tx: Tx, requestIds: string[]): Promise<RequestFileRow[]> {
    if (requestIds.length === 0) return [];
    return rowsOf<RequestFileRow>(
      await tx.query(
        `SELECT f.request_id AS "requestId", u.id, u.name, u.size, u.type, f.created_at AS "uploadedAt"
         FROM document_request_files f JOIN uploads u ON u.id = f.upload_id
         WHERE f.request_id = ANY($1::uuid[]) ORDER BY f.created_at, f.id`,
        [requestIds],
      ),
    );
  }

  async findRequest(tx: Tx, id: string): Promise<RequestRow | undefined> {
    return rowsOf<RequestRow>(await tx.query(`SELECT ${REQUEST_COLUMNS} FROM document_requests r WHERE r.id = $1`, [id]))[0];
  }

  /** Locks the request (and so orders concurrent answers, uploads and staff decisions on it). */
  async lockRequest(tx: Tx, id: string): Promise<RequestRow | undefined> {
    return rowsOf<RequestRow>(await tx.query(`SELECT ${REQUEST_COLUMNS} FROM document_requests r WHERE r.id = $1 FOR UPDATE`, [id]))[0];
  }

  /** Locks the request when it belongs to one of the client's engagements. */
  async lockRequestForClient(tx: Tx, userId: string, id: string): Promise<RequestRow | undefined> {
    return rowsOf<RequestRow>(
      await tx.query(
        `SELECT ${REQUEST_COLUMNS} FROM document_requests r JOIN engagements e ON e.id = r.engagement_id
         WHERE r.id = $2 AND ${CLIENT_OWNS} FOR UPDATE OF r`,
        [userId, id],
      ),
    )[0];
  }

  async insertRequest(tx: Tx, row: { engagementId: string; type: string; title: string; description: string | null; createdBy: string }): Promise<RequestRow> {
    return rowsOf<RequestRow>(
      await tx.query(
        `INSERT INTO document_requests AS r (engagement_id, type, title, description, created_by, next_reminder_at)
         VALUES ($1, $2, $3, $4, $5, ${NEXT_REMINDER('0', 'now()')}) RETURNING ${REQUEST_COLUMNS}`,
        [row.engagementId, row.type, row.title, row.description, row.createdBy],
      ),
    )[0]!;
  }

  /** The client gave what was asked: waiting for staff now, no more reminders. */
  async markSubmitted(tx: Tx, id: string, answer: string | null): Promise<void> {
    await tx.query(
      `UPDATE document_requests SET status = 'submitted', answer = $2, return_reason = NULL, next_reminder_at = NULL, version = version + 1, updated_at = now()
       WHERE id = $1`,
      [id, answer],
    );
  }

  async insertFiles(tx: Tx, requestId: string, uploadIds: string[]): Promise<void> {
    await tx.query(`INSERT INTO document_request_files (request_id, upload_id) SELECT $1, unnest($2::uuid[])`, [requestId, uploadIds]);
  }

  async decide(tx: Tx, id: string, status: 'accepted' | 'closed'): Promise<void> {
    await tx.query(`UPDATE document_requests SET status = $2, next_reminder_at = NULL, version = version + 1, updated_at = now() WHERE id = $1`, [id, status]);
  }

  /** Sent back with a reason: waiting for the client again, with the reminders starting over. */
  async markReturned(tx: Tx, id: string, reason: string): Promise<void> {
    await tx.query(
      `UPDATE document_requests SET status = 'returned', return_reason = $2, waiting_since = now(), reminders_sent = 0,
         next_reminder_at = ${NEXT_REMINDER('0', 'now()')}, version = version + 1, updated_at = now()
       WHERE id = $1`,
      [id, reason],
    );
  }

  /**
   * Takes up to `limit` due reminders of requests still waiting for the client, and counts them as sent in the same
   * statement (rows another transaction holds are skipped, never waited for): the caller queues the mails in this
   * transaction, so a reminder is marked exactly when its mail is queued, whatever number of processes sweep.
   */
  async takeDueReminders(tx: Tx, limit: number): Promise<DueReminder[]> {
    return rowsOf<DueReminder>(
      await tx.query(
        `WITH due AS (
           SELECT r.id FROM document_requests r
           WHERE r.next_reminder_at <= now() AND r.status IN ('open', 'returned')
           ORDER BY r.next_reminder_at LIMIT $1 FOR UPDATE SKIP LOCKED
         )
         UPDATE document_requests r SET reminders_sent = r.reminders_sent + 1,
           next_reminder_at = ${NEXT_REMINDER('r.reminders_sent + 1', 'r.waiting_since')}
         FROM due, engagements e
         WHERE r.id = due.id AND e.id = r.engagement_id
         RETURNING r.id, r.engagement_id AS "engagementId", e.client_email AS "clientEmail", e.client_user_id AS "clientUserId",
           r.reminders_sent AS "remindersSent"`,
        [limit],
      ),
    );
  }

  // ---- retention

  /** Deletes an engagement and everything of it; the database refuses it (insufficient_privilege) inside the retention period. */
  async delete(tx: Tx, id: string): Promise<boolean> {
    const [, count] = (await tx.query(`DELETE FROM engagements WHERE id = $1`, [id])) as [unknown, number];
    return count > 0;
  }
}
