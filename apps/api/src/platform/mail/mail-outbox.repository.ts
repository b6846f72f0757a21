import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { rowsOf } from '../database/query-rows';
import type { Tx } from '../database/transactions';

/** Fires on commit of a queued message that is due now; wakes every process's worker. */
export const MAIL_CHANNEL = 'mail_outbox';

export interface ClaimedMail {
  id: string;
  kind: string;
  content: string;
  attempts: number;
}

/** The only file that knows the mail_outbox table: MailService queues, the worker claims and records. */
@Injectable()
export class MailOutboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** In the caller's transaction, so the mail is queued only if the change it announces commits. */
  async insertMail(tx: Tx, mail: { kind: string; sealedContent: string }): Promise<void> {
    await tx.query(`INSERT INTO mail_outbox (kind, content, not_before) VALUES ($1, $2, now())`, [mail.kind, mail.sealedContent]);
  }

  /**
   * Drops a message scheduled with this key before scheduled mail became a job (an outbox row with a later
   * `not_before`), unless a worker already took it; such rows are still sent at their time otherwise.
   */
  async deleteLegacyScheduled(tx: Tx, key: string): Promise<void> {
    await tx.query(`DELETE FROM mail_outbox WHERE schedule_key = $1 AND status = 'pending'`, [key]);
  }

  /** Wakes every process's worker when the caller's transaction commits. */
  async notifyWorkers(tx: Tx): Promise<void> {
    await tx.query(`SELECT pg_notify($1, '')`, [MAIL_CHANNEL]);
  }

  /** A connection of its own, outside the pool, for LISTEN; undefined when the database URL is unknown. */
  newListenerClient(): Client | undefined {
    const url = (this.dataSource.options as { url?: string }).url;
    return url ? new Client({ connectionString: url }) : undefined;
  }

  async listenForMail(client: Client): Promise<void> {
    await client.query(`LISTEN ${MAIL_CHANNEL}`);
  }

  /** Due rows, and rows whose claim ran out (their worker died), claimed for `leaseSeconds` by this worker. */
  async claim(limit: number, leaseSeconds: number): Promise<ClaimedMail[]> {
    return rowsOf<ClaimedMail>(
      await this.dataSource.query(
        `UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1, locked_until = now() + make_interval(secs => $2)
         WHERE id IN (
           SELECT id FROM mail_outbox
           WHERE (status = 'pending' AND next_attempt_at <= now() AND not_before <= now()) OR (status = 'sending' AND locked_until < now())
           ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
         RETURNING id::text, kind, content, attempts`,
        [limit, leaseSeconds],
      ),
    );
  }

  /** Extends the claim on rows still being sent. */
  async renewLeases(ids: string[], leaseSeconds: number): Promise<void> {
    await this.dataSource.query(`UPDATE mail_outbox SET locked_until = now() + make_interval(secs => $2) WHERE id = ANY($1::bigint[]) AND status = 'sending'`, [
      ids,
      leaseSeconds,
    ]);
  }

  /** One small statement, nothing else in it: the SMTP server accepted these. */
  async markSent(ids: string[]): Promise<void> {
    await this.dataSource.query(
      `UPDATE mail_outbox SET status = 'sent', sent_at = now(), content = '', locked_until = NULL, last_error = NULL WHERE id = ANY($1::bigint[]) AND status = 'sending'`,
      [ids],
    );
  }

  async markFailed(id: string, permanently: boolean, reason: string, retryInSeconds: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE mail_outbox SET status = $2, last_error = $3, locked_until = NULL, next_attempt_at = now() + make_interval(secs => $4) WHERE id = $1 AND status = 'sending'`,
      [id, permanently ? 'failed' : 'pending', reason, retryInSeconds],
    );
  }

  /** Which database this is (name and object id): outbox ids are only unique within one. */
  async databaseIdentity(): Promise<string> {
    const [row] = rowsOf<{ identity: string }>(
      await this.dataSource.query(`SELECT datname || '.' || oid::text AS identity FROM pg_database WHERE datname = current_database()`),
    );
    return row!.identity;
  }
}
