import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Client } from 'pg';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { untilDatabaseAnswers } from '../database/until-database-answers';
import { SecretBox } from '../security/secret-box';
import { MailAcceptanceJournal } from './mail-acceptance-journal';
import type { MailMessage } from './mail-message';
import { type ClaimedMail, MailOutboxRepository } from './mail-outbox.repository';
import { MAIL_SEAL_PURPOSE } from './mail.service';
import { createMailTransport, type MailTransport } from './mail-transport';

const BATCH = 10;
const MAX_ATTEMPTS = 8;
/**
 * A claim lasts this long unless renewed (every HEARTBEAT_MS while the message is being sent): the delay before
 * another worker sends the messages a crashed process had claimed but not sent.
 */
const LEASE_SECONDS = 60;
const HEARTBEAT_MS = 20_000;

/**
 * Delivers queued mail. Woken by NOTIFY (sent when an enqueueing transaction commits, in any process) and by
 * a slow poll for retries; claims rows with FOR UPDATE SKIP LOCKED so any number of processes can run it.
 *
 * Once the SMTP server has accepted a message nothing may send it again: the acceptance is noted on local disk
 * (MailAcceptanceJournal) before anything else happens, then recorded in one small statement, retried while the
 * database is down. Only a process killed in the instant between the server's reply and the note (or a VAR_DIR
 * lost with it) can still send a message twice.
 */
@Injectable()
export class MailWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = new Logger('Mail');
  private readonly transport: MailTransport;
  private readonly journal: MailAcceptanceJournal;
  private database?: string;
  private listener?: Client;
  private poll?: NodeJS.Timeout;
  private reconnect?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly box: SecretBox,
    private readonly outbox: MailOutboxRepository,
  ) {
    this.transport = createMailTransport(config.mail, config.varDir);
    this.journal = new MailAcceptanceJournal(join(config.varDir, 'mail-accepted'));
  }

  async onApplicationBootstrap(): Promise<void> {
    this.database = await this.outbox.databaseIdentity();
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
        await this.recordNotedAcceptances();
        while (!this.stopped && (await this.deliverBatch()) > 0);
      } catch (error) {
        this.log.error({ msg: 'mail delivery pass failed', err: error instanceof Error ? error.message : String(error) });
      }
    } while (this.again && !this.stopped);
  }

  /** Messages a process (this one before a restart, or another on this VAR_DIR) sent but did not get to record. */
  private async recordNotedAcceptances(): Promise<void> {
    const database = this.database;
    const ids = database ? this.journal.noted(database) : [];
    if (!database || ids.length === 0) return;
    await this.outbox.markSent(ids);
    for (const id of ids) this.journal.forget(database, id);
    this.log.log({ msg: 'recorded mail accepted before an interruption', ids });
  }

  private async deliverBatch(): Promise<number> {
    const rows = await this.outbox.claim(BATCH, LEASE_SECONDS);
    if (rows.length === 0) return 0;
    const inFlight = new Set(rows.map((row) => row.id));
    const heartbeat = setInterval(() => {
      if (inFlight.size === 0) return;
      this.outbox
        .renewLeases([...inFlight], LEASE_SECONDS)
        .catch((error: unknown) => this.log.warn({ msg: 'could not renew mail claims', err: error instanceof Error ? error.message : String(error) }));
    }, HEARTBEAT_MS).unref();
    try {
      await Promise.all(rows.map((row) => this.deliver(row).finally(() => inFlight.delete(row.id))));
    } finally {
      clearInterval(heartbeat);
    }
    return rows.length;
  }

  private async deliver(row: ClaimedMail): Promise<void> {
    let sent: { file: string | undefined } | undefined;
    try {
      const message = JSON.parse(this.box.open(MAIL_SEAL_PURPOSE, row.content)) as MailMessage;
      sent = { file: await this.transport.send(message, row.id) };
    } catch (error) {
      await this.failed(row, error);
      return;
    }
    await this.recordSent(row);
    if (sent.file) this.log.log({ msg: 'no SMTP_URL configured: mail written to VAR_DIR/mail', id: row.id, kind: row.kind, file: sent.file });
    else this.log.log({ msg: 'mail sent', id: row.id, kind: row.kind });
  }

  /** After the SMTP server accepted the message: never a delivery failure from here on, whatever the database does. */
  private async recordSent(row: ClaimedMail): Promise<void> {
    const database = this.database!;
    try {
      this.journal.note(database, row.id);
    } catch (error) {
      this.log.warn({
        msg: 'could not note an accepted mail on disk; recording it in the database only',
        id: row.id,
        err: error instanceof Error ? error.message : String(error),
      });
    }
    try {
      await untilDatabaseAnswers(() => this.outbox.markSent([row.id]), { stopped: () => this.stopped });
      this.journal.forget(database, row.id);
    } catch (error) {
      // The note stays on disk: the next pass (or start) on this VAR_DIR records it.
      this.log.error({
        msg: 'mail accepted by the SMTP server but not yet recorded as sent',
        id: row.id,
        err: error instanceof Error ? error.message : String(error),
      });
    }
  }

  private async failed(row: ClaimedMail, error: unknown): Promise<void> {
    const reason = describeFailure(error);
    const permanently = row.attempts >= MAX_ATTEMPTS || isPermanentRefusal(error);
    try {
      await this.outbox.markFailed(row.id, permanently, reason, Math.min(3600, 30 * 2 ** (row.attempts - 1)));
      this.log.warn({
        msg: permanently ? 'mail delivery failed for good' : 'mail delivery failed; will retry',
        id: row.id,
        kind: row.kind,
        attempts: row.attempts,
        reason,
      });
    } catch (recordError) {
      // Its claim runs out and the message is tried again then.
      this.log.warn({
        msg: 'mail delivery failed and could not be rescheduled',
        id: row.id,
        reason,
        err: recordError instanceof Error ? recordError.message : String(recordError),
      });
    }
  }

  private async listen(): Promise<void> {
    const client = this.stopped ? undefined : this.outbox.newListenerClient();
    if (!client) return;
    client.on('notification', () => this.kick());
    client.on('error', () => this.scheduleReconnect(client));
    client.on('end', () => this.scheduleReconnect(client));
    try {
      await client.connect();
      await this.outbox.listenForMail(client);
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
      this.listen().then(
        () => this.kick(),
        (error: unknown) => this.log.warn({ msg: 'could not LISTEN for mail', err: error instanceof Error ? error.message : String(error) }),
      );
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
