import { Injectable } from '@nestjs/common';
import { rowsOf } from '../../platform/database/query-rows';
import type { Tx } from '../../platform/database/transactions';
import type { ChainEvent } from './signature-chain';

export interface RequestRow {
  id: string;
  engagementId: string;
  kind: string;
  status: string;
  title: string;
  documentUploadId: string;
  documentSha256: string;
  signedUploadId: string | null;
  signedSha256: string | null;
  createdAt: Date;
  completedAt: Date | null;
  voidedAt: Date | null;
  voidReason: string | null;
  taxYear: number;
  retainUntil: string | null;
  /** The language of the letter and the audit-trail page: the client's account's when the request was made. */
  locale: string;
}

export interface SignerRow {
  id: string;
  requestId: string;
  role: string;
  name: string;
  email: string;
  consentVersion: string | null;
  consentedAt: Date | null;
  signedAt: Date | null;
  typedName: string | null;
  drawnSignature: string | null;
  method: string | null;
  authentication: string | null;
  ip: string | null;
  userAgent: string | null;
}

export interface KioskSessionRow {
  id: string;
  requestId: string;
  signerId: string;
  idType: string;
  idLastFour: string;
  idExpiresOn: string;
}

const REQUEST_COLUMNS = `r.id, r.engagement_id AS "engagementId", r.kind, r.status, r.title, r.document_upload_id AS "documentUploadId",
  r.document_sha256 AS "documentSha256", r.signed_upload_id AS "signedUploadId", r.signed_sha256 AS "signedSha256", r.created_at AS "createdAt",
  r.completed_at AS "completedAt", r.voided_at AS "voidedAt", r.void_reason AS "voidReason", e.tax_year AS "taxYear",
  signature_retain_until(r.id)::date::text AS "retainUntil", r.locale`;

const SIGNER_COLUMNS = `s.id, s.request_id AS "requestId", s.role, s.name, s.email, s.consent_version AS "consentVersion", s.consented_at AS "consentedAt",
  s.signed_at AS "signedAt", s.typed_name AS "typedName", s.drawn_signature AS "drawnSignature", s.method, s.authentication, s.ip,
  s.user_agent AS "userAgent"`;

/** A signer is the caller ($1, a user id) when the caller proved the signer's mailbox, or is the engagement's client and the signer the taxpayer. */
const SIGNER_IS_CALLER = `(s.email IN (SELECT p.email FROM portal_mailbox_proofs p WHERE p.user_id = $1) OR (s.role = 'taxpayer' AND e.client_user_id = $1))`;

/** The only file that knows the signature tables. Writes take the caller's transaction. */
@Injectable()
export class SignaturesRepository {
  async insertRequest(
    tx: Tx,
    row: {
      id: string;
      engagementId: string;
      kind: string;
      title: string;
      documentUploadId: string;
      documentSha256: string;
      createdBy: string;
      createdAt: Date;
      locale: string;
    },
  ): Promise<void> {
    await tx.query(
      `INSERT INTO signature_requests (id, engagement_id, kind, title, document_upload_id, document_sha256, created_by, created_at, locale)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [row.id, row.engagementId, row.kind, row.title, row.documentUploadId, row.documentSha256, row.createdBy, row.createdAt, row.locale],
    );
  }

  /**
   * The client's language (their account's `locale`: en, es or ar), found by the engagement's client account, else
   * an account with the engagement's address; null when neither says.
   */
  async clientLocale(tx: Tx, engagementId: string): Promise<string | null> {
    const rows = (await tx.query(
      `SELECT u.raw_user_meta_data->>'locale' AS locale FROM engagements e
       JOIN auth.users u ON u.id = e.client_user_id OR (e.client_user_id IS NULL AND lower(u.email) = e.client_email)
       WHERE e.id = $1 ORDER BY (u.id = e.client_user_id) DESC NULLS LAST LIMIT 1`,
      [engagementId],
    )) as Array<{ locale: string | null }>;
    return rows[0]?.locale ?? null;
  }

  async insertSigner(tx: Tx, row: { requestId: string; role: string; name: string; email: string }): Promise<void> {
    await tx.query(`INSERT INTO signature_signers (request_id, role, name, email) VALUES ($1, $2, $3, $4)`, [row.requestId, row.role, row.name, row.email]);
  }

  async find(tx: Tx, id: string, lock = false): Promise<RequestRow | undefined> {
    const rows = (await tx.query(
      `SELECT ${REQUEST_COLUMNS} FROM signature_requests r JOIN engagements e ON e.id = r.engagement_id WHERE r.id = $1 ${lock ? 'FOR UPDATE OF r' : ''}`,
      [id],
    )) as RequestRow[];
    return rows[0];
  }

  /** The request when one of its signers is the caller. */
  async findForCaller(tx: Tx, userId: string, id: string): Promise<RequestRow | undefined> {
    const rows = (await tx.query(
      `SELECT ${REQUEST_COLUMNS} FROM signature_requests r JOIN engagements e ON e.id = r.engagement_id
       WHERE r.id = $2 AND EXISTS (SELECT 1 FROM signature_signers s WHERE s.request_id = r.id AND ${SIGNER_IS_CALLER})`,
      [userId, id],
    )) as RequestRow[];
    return rows[0];
  }

  /** The requests where the caller is a signer, newest first. */
  listForCaller(tx: Tx, userId: string): Promise<RequestRow[]> {
    return tx.query(
      `SELECT ${REQUEST_COLUMNS} FROM signature_requests r JOIN engagements e ON e.id = r.engagement_id
       WHERE r.id IN (SELECT s.request_id FROM signature_signers s JOIN signature_requests x ON x.id = s.request_id JOIN engagements e ON e.id = x.engagement_id
                      WHERE ${SIGNER_IS_CALLER})
       ORDER BY r.created_at DESC, r.id DESC LIMIT 200`,
      [userId],
    ) as Promise<RequestRow[]>;
  }

  /** An engagement's requests, newest first, at most `limit`. */
  listForEngagement(tx: Tx, engagementId: string, limit: number): Promise<RequestRow[]> {
    return tx.query(
      `SELECT ${REQUEST_COLUMNS} FROM signature_requests r JOIN engagements e ON e.id = r.engagement_id
       WHERE r.engagement_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
      [engagementId, limit],
    ) as Promise<RequestRow[]>;
  }

  /** Ids of the request's signers that are the caller. */
  async signerIdsOfCaller(tx: Tx, userId: string, requestId: string): Promise<string[]> {
    const rows = (await tx.query(
      `SELECT s.id FROM signature_signers s JOIN signature_requests r ON r.id = s.request_id JOIN engagements e ON e.id = r.engagement_id
       WHERE s.request_id = $2 AND ${SIGNER_IS_CALLER}`,
      [userId, requestId],
    )) as Array<{ id: string }>;
    return rows.map((row) => row.id);
  }

  signersOf(tx: Tx, requestIds: string[]): Promise<SignerRow[]> {
    if (!requestIds.length) return Promise.resolve([]);
    return tx.query(`SELECT ${SIGNER_COLUMNS} FROM signature_signers s WHERE s.request_id = ANY($1::uuid[]) ORDER BY s.role DESC`, [requestIds]) as Promise<
      SignerRow[]
    >;
  }

  async isMailboxProven(tx: Tx, email: string): Promise<boolean> {
    const rows = (await tx.query(`SELECT 1 FROM portal_mailbox_proofs WHERE email = $1 LIMIT 1`, [email])) as unknown[];
    return rows.length > 0;
  }

  async recordConsent(tx: Tx, signerId: string, version: string, at: Date): Promise<void> {
    await tx.query(`UPDATE signature_signers SET consent_version = $2, consented_at = $3 WHERE id = $1`, [signerId, version, at]);
  }

  async recordSignature(
    tx: Tx,
    signerId: string,
    mark: {
      typedName: string;
      drawnSignature: string | null;
      method: string;
      authentication: string;
      ip: string;
      userAgent: string;
      userId: string | null;
      at: Date;
    },
  ): Promise<boolean> {
    const result = await tx.query(
      `UPDATE signature_signers SET signed_at = $2, typed_name = $3, drawn_signature = $4, method = $5, authentication = $6, ip = $7, user_agent = $8,
         signed_by_user_id = $9
       WHERE id = $1 AND signed_at IS NULL RETURNING id`,
      [signerId, mark.at, mark.typedName, mark.drawnSignature, mark.method, mark.authentication, mark.ip, mark.userAgent, mark.userId],
    );
    return rowsOf(result).length === 1;
  }

  async complete(tx: Tx, id: string, signedUploadId: string, signedSha256: string, at: Date): Promise<void> {
    await tx.query(`UPDATE signature_requests SET status = 'completed', signed_upload_id = $2, signed_sha256 = $3, completed_at = $4 WHERE id = $1`, [
      id,
      signedUploadId,
      signedSha256,
      at,
    ]);
  }

  async void(tx: Tx, id: string, by: string, reason: string, changedFigures: Record<string, number> | null, at: Date): Promise<void> {
    await tx.query(`UPDATE signature_requests SET status = 'void', voided_at = $2, voided_by = $3, void_reason = $4, changed_figures = $5 WHERE id = $1`, [
      id,
      at,
      by,
      reason,
      changedFigures ? JSON.stringify(changedFigures) : null,
    ]);
    await tx.query(`UPDATE signature_kiosk_sessions SET ended_at = $2 WHERE request_id = $1 AND ended_at IS NULL`, [id, at]);
  }

  async insertKioskSession(
    tx: Tx,
    row: {
      requestId: string;
      signerId: string;
      tokenHash: string;
      idType: string;
      idLastFour: string;
      idExpiresOn: string;
      checkedBy: string;
      expiresAt: Date;
    },
  ): Promise<void> {
    // One live session per signer: starting a new one ends the old.
    await tx.query(`UPDATE signature_kiosk_sessions SET ended_at = now() WHERE signer_id = $1 AND ended_at IS NULL`, [row.signerId]);
    await tx.query(
      `INSERT INTO signature_kiosk_sessions (request_id, signer_id, token_hash, id_type, id_last_four, id_expires_on, checked_by, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [row.requestId, row.signerId, row.tokenHash, row.idType, row.idLastFour, row.idExpiresOn, row.checkedBy, row.expiresAt],
    );
  }

  /** A live (not ended, not expired) kiosk session by its token's hash. */
  async liveKioskSession(tx: Tx, tokenHash: string): Promise<KioskSessionRow | undefined> {
    const rows = (await tx.query(
      `SELECT id, request_id AS "requestId", signer_id AS "signerId", id_type AS "idType", id_last_four AS "idLastFour", id_expires_on::text AS "idExpiresOn"
       FROM signature_kiosk_sessions WHERE token_hash = $1 AND ended_at IS NULL AND expires_at > now()`,
      [tokenHash],
    )) as KioskSessionRow[];
    return rows[0];
  }

  async endKioskSession(tx: Tx, id: string): Promise<void> {
    await tx.query(`UPDATE signature_kiosk_sessions SET ended_at = now() WHERE id = $1`, [id]);
  }

  async lastEvent(tx: Tx, requestId: string): Promise<{ seq: number; hash: string } | undefined> {
    const rows = (await tx.query(`SELECT seq, hash FROM signature_events WHERE request_id = $1 ORDER BY seq DESC LIMIT 1`, [requestId])) as Array<{
      seq: number;
      hash: string;
    }>;
    return rows[0];
  }

  async insertEvent(tx: Tx, event: ChainEvent): Promise<void> {
    await tx.query(`INSERT INTO signature_events (request_id, seq, type, details, created_at, prev_hash, hash) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
      event.requestId,
      event.seq,
      event.type,
      JSON.stringify(event.details),
      event.createdAt,
      event.prevHash,
      event.hash,
    ]);
  }

  eventsOf(tx: Tx, requestId: string): Promise<ChainEvent[]> {
    return tx.query(
      `SELECT request_id AS "requestId", seq, type, details, created_at AS "createdAt", prev_hash AS "prevHash", hash
       FROM signature_events WHERE request_id = $1 ORDER BY seq`,
      [requestId],
    ) as Promise<ChainEvent[]>;
  }
}
