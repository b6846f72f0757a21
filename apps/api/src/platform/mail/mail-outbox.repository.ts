import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { rowsOf } from '../database/query-rows';
import type { Tx } from '../database/transactions';

/** A queued message not yet accepted by the mail server: its template kind and sealed content. */
export interface PendingMail {
  kind: string;
  content: string;
}

/**
 * The only file that knows the mail_outbox table: the messages themselves. Their delivery (attempts, retries, the
 * lease of the process sending one, a failure kept for operators) is a `mail:deliver` job of platform/jobs.
 */
@Injectable()
export class MailOutboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** In the caller's transaction, so the mail is queued only if the change it announces commits. Returns its id. */
  async insertMail(tx: Tx, mail: { kind: string; sealedContent: string }): Promise<string> {
    const [row] = rowsOf<{ id: string }>(
      await tx.query(`INSERT INTO mail_outbox (kind, content) VALUES ($1, $2) RETURNING id::text`, [mail.kind, mail.sealedContent]),
    );
    return row!.id;
  }

  /**
   * Drops a message scheduled with this key before scheduled mail became a job (an outbox row with a later
   * `not_before`), unless it was already sent; its delivery job then finds nothing to send.
   */
  async deleteLegacyScheduled(tx: Tx, key: string): Promise<void> {
    await tx.query(`DELETE FROM mail_outbox WHERE schedule_key = $1 AND status = 'pending'`, [key]);
  }

  /** The message, unless it was sent already (or dropped). */
  async pending(id: string): Promise<PendingMail | undefined> {
    return rowsOf<PendingMail>(await this.dataSource.query(`SELECT kind, content FROM mail_outbox WHERE id = $1 AND status = 'pending'`, [id]))[0];
  }

  /** One small statement, nothing else in it: the SMTP server accepted these. */
  async markSent(ids: string[]): Promise<void> {
    await this.dataSource.query(`UPDATE mail_outbox SET status = 'sent', sent_at = now(), content = '' WHERE id = ANY($1::bigint[]) AND status = 'pending'`, [
      ids,
    ]);
  }

  /** Which database this is (name and object id): outbox ids are only unique within one. */
  async databaseIdentity(): Promise<string> {
    const [row] = rowsOf<{ identity: string }>(
      await this.dataSource.query(`SELECT datname || '.' || oid::text AS identity FROM pg_database WHERE datname = current_database()`),
    );
    return row!.identity;
  }
}
