import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { rowsOf } from '../database/query-rows';
import { SecretBox } from '../security/secret-box';
import type { MailMessage } from './mail-message';
import { MAIL_CHANNEL, MAIL_SEAL_PURPOSE } from './mail.service';
import { createMailTransport, type MailTransport } from './mail-transport';

const BATCH = 10;
const MAX_ATTEMPTS = 8;
const LEASE = '5 minutes';

interface ClaimedRow {
  id: string;
  kind: string;
  content: string;
  attempts: number;
}

/**
 * Delivers queued mail. Woken by NOTIFY (sent when an enqueueing transaction commits, in any process) and by
 * a slow poll for retries; claims rows with FOR UPDATE SKIP LOCKED so any number of processes can run it.
 */
@Injectable()
export class MailWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = new Logger('Mail');
  private readonly transport: MailTransport;
  private listener?: Client;
  private poll?: NodeJS.Timeout;
  private reconnect?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly box: SecretBox,
  ) {
    this.transport = createMailTransport(config.mail, config.varDir);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
    this.poll = setInterval(() => this.kick(), this.config.mail.pollIntervalSeconds * 1000).unref();
    this.kick();
  }

  /** Before the database pool closes (that happens at application shutdown), so a running pass can finish. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.poll);
    clearTimeout(this.reconnect);
    await this.listener?.end().catch(() => undefined);
    this.transport.close(); // aborts a send stuck on an unresponsive server; its row is retried later
    await this.running;
  }

  /** Starts a delivery pass unless one is running (then that one goes round again). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliverAll().finally(() => (this.running = undefined));
  }

  /** Resolves once every message that is due has been handled (sent, rescheduled or failed). */
  async drain(): Promise<void> {
    this.kick();
    while (this.running) await this.running;
  }

  private async deliverAll(): Promise<void> {
    do {
      this.again = false;
      try {
        while (!this.stopped && (await this.deliverBatch()) > 0);
      } catch (error) {
        this.log.error({ msg: 'mail delivery pass failed', err: error instanceof Error ? error.message : String(error) });
      }
    } while (this.again && !this.stopped);
  }

  private async deliverBatch(): Promise<number> {
    const rows = rowsOf<ClaimedRow>(
      await this.dataSource.query(
      `UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1, locked_until = now() + interval '${LEASE}'
       WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE (status = 'pending' AND next_attempt_at <= now() AND not_before <= now()) OR (status = 'sending' AND locked_until < now())
         ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING id, kind, content, attempts`,
        [BATCH],
      ),
    );
    await Promise.all(rows.map((row) => this.deliver(row)));
    return rows.length;
  }

  private async deliver(row: ClaimedRow): Promise<void> {
    try {
      const message = JSON.parse(this.box.open(MAIL_SEAL_PURPOSE, row.content)) as MailMessage;
      const file = await this.transport.send(message, row.id);
      await this.dataSource.query(`UPDATE mail_outbox SET status = 'sent', sent_at = now(), content = '', locked_until = NULL, last_error = NULL WHERE id = $1`, [row.id]);
      if (file) this.log.log({ msg: 'no SMTP_URL configured: mail written to VAR_DIR/mail', id: row.id, kind: row.kind, file });
      else this.log.log({ msg: 'mail sent', id: row.id, kind: row.kind });
    } catch (error) {
      const reason = describeFailure(error);
      const failed = row.attempts >= MAX_ATTEMPTS || isPermanentRefusal(error);
      await this.dataSource.query(
        `UPDATE mail_outbox SET status = $2, last_error = $3, locked_until = NULL,
           next_attempt_at = now() + make_interval(secs => $4) WHERE id = $1`,
        [row.id, failed ? 'failed' : 'pending', reason, Math.min(3600, 30 * 2 ** (row.attempts - 1))],
      );
      this.log.warn({ msg: failed ? 'mail delivery failed for good' : 'mail delivery failed; will retry', id: row.id, kind: row.kind, attempts: row.attempts, reason });
    }
  }

  private async listen(): Promise<void> {
    const url = (this.dataSource.options as { url?: string }).url;
    if (!url || this.stopped) return;
    const client = new Client({ connectionString: url });
    client.on('notification', () => this.kick());
    client.on('error', () => this.scheduleReconnect(client));
    client.on('end', () => this.scheduleReconnect(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${MAIL_CHANNEL}`);
      this.listener = client;
    } catch (error) {
      this.log.warn({ msg: 'could not LISTEN for mail; polling only until reconnected', err: error instanceof Error ? error.message : String(error) });
      this.scheduleReconnect(client);
    }
  }

  private scheduleReconnect(client: Client): void {
    if (this.stopped || this.reconnect || (this.listener && this.listener !== client)) return;
    this.listener = undefined;
    client.end().catch(() => undefined);
    this.reconnect = setTimeout(() => {
      this.reconnect = undefined;
      void this.listen().then(() => this.kick());
    }, 5000).unref();
  }
}

/** Error codes only: SMTP error messages can quote the recipient's address. */
/**
 * A 5xx reply to this message's recipients or content (nodemailer's EENVELOPE, EMESSAGE) will not change on a
 * retry. A 5xx to AUTH or on connecting is the server's configuration, which an operator can fix: those retry.
 */
function isPermanentRefusal(error: unknown): boolean {
  const e = error as { code?: string; responseCode?: number };
  return (e.code === 'EENVELOPE' || e.code === 'EMESSAGE') && e.responseCode !== undefined && e.responseCode >= 500 && e.responseCode < 600;
}

function describeFailure(error: unknown): string {
  const e = error as { code?: string; responseCode?: number; name?: string };
  return [e.name, e.code, e.responseCode].filter(Boolean).join(' ') || 'unknown error';
}
