import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { untilDatabaseAnswers } from '../database/until-database-answers';
import { JobScheduler, PermanentJobFailure } from '../jobs';
import { SecretBox } from '../security/secret-box';
import { MailAcceptanceJournal } from './mail-acceptance-journal';
import type { MailMessage } from './mail-message';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MAIL_DELIVERY, MAIL_SEAL_PURPOSE } from './mail.service';
import { createMailTransport, type MailTransport } from './mail-transport';

const MAX_ATTEMPTS = 8;
/** After failed attempt n: 30 s, doubling, at most an hour; none after the 8th (the job stays failed with its last error). */
const retryInSeconds = (attempts: number) => (attempts >= MAX_ATTEMPTS ? null : Math.min(3600, 30 * 2 ** (attempts - 1)));

/** A refused or failed attempt, described by error codes only. */
class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
}

/**
 * Delivers queued mail: the handler of platform/jobs' `mail:deliver` jobs, one per outbox message, scheduled with it
 * in the enqueueing transaction. Claiming, the lease while a message is being sent, retries with back-off, the failed
 * state, the NOTIFY wake-up and the poll all belong to JobScheduler; this class only sends and records.
 *
 * Once the SMTP server has accepted a message nothing may send it again: the acceptance is noted on local disk
 * (MailAcceptanceJournal) before anything else happens, then recorded in one small statement, retried while the
 * database is down. A delivery job that runs again (its process died before the job was removed) finds the message
 * sent, or noted in the journal, and sends nothing. Only a process killed in the instant between the server's reply
 * and the note (or a VAR_DIR lost with it) can still send a message twice.
 */
@Injectable()
export class MailWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = new Logger('Mail');
  private readonly transport: MailTransport;
  private readonly journal: MailAcceptanceJournal;
  private database?: Promise<string>;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly box: SecretBox,
    private readonly outbox: MailOutboxRepository,
    private readonly jobs: JobScheduler,
  ) {
    this.transport = createMailTransport(config.mail, config.varDir);
    this.journal = new MailAcceptanceJournal(join(config.varDir, 'mail-accepted'));
    jobs.handle({ kind: MAIL_DELIVERY, runLeased: (id) => this.deliver(id), retryInSeconds });
  }

  /** Records what a process (this one before a restart, or another on this VAR_DIR) sent but did not get to record. */
  async onApplicationBootstrap(): Promise<void> {
    const database = await this.databaseIdentity();
    const ids = this.journal.noted(database);
    if (ids.length) await this.recordNoted(database, ids);
  }

  /** Stops the scheduler taking jobs, then aborts a send stuck on an unresponsive server (its job is retried later) and waits for the rest. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    const stopping = this.jobs.stop();
    this.transport.close();
    await stopping;
  }

  /** Resolves once every job due (mail deliveries included) has been run by this process or is held by another. */
  async drain(): Promise<void> {
    await this.jobs.drain();
  }

  private databaseIdentity(): Promise<string> {
    this.database ??= this.outbox.databaseIdentity().catch((error: unknown) => {
      this.database = undefined;
      throw error;
    });
    return this.database;
  }

  private async recordNoted(database: string, ids: string[]): Promise<void> {
    await this.outbox.markSent(ids);
    for (const id of ids) this.journal.forget(database, id);
    this.log.log({ msg: 'recorded mail accepted before an interruption', ids });
  }

  /** One `mail:deliver` job. Throws to have it retried (or failed, for a permanent refusal). */
  private async deliver(id: string): Promise<void> {
    const database = await this.databaseIdentity();
    if (this.journal.noted(database).includes(id)) return this.recordNoted(database, [id]);
    const row = await this.outbox.pending(id);
    if (!row) return; // sent already (a job run again after a crash) or dropped (a cancelled legacy reminder)
    let file: string | undefined;
    try {
      const message = JSON.parse(this.box.open(MAIL_SEAL_PURPOSE, row.content)) as MailMessage;
      file = await this.transport.send(message, id);
    } catch (error) {
      const reason = describeFailure(error);
      throw isPermanentRefusal(error) ? new PermanentJobFailure(reason) : new MailDeliveryError(reason);
    }
    await this.recordSent(database, id);
    if (file) this.log.log({ msg: 'no SMTP_URL configured: mail written to VAR_DIR/mail', id, kind: row.kind, file });
    else this.log.log({ msg: 'mail sent', id, kind: row.kind });
  }

  /** After the SMTP server accepted the message: never a delivery failure from here on, whatever the database does. */
  private async recordSent(database: string, id: string): Promise<void> {
    try {
      this.journal.note(database, id);
    } catch (error) {
      this.log.warn({ msg: 'could not note an accepted mail on disk; recording it in the database only', id, err: errorMessage(error) });
    }
    try {
      await untilDatabaseAnswers(() => this.outbox.markSent([id]), { stopped: () => this.stopped });
      this.journal.forget(database, id);
    } catch (error) {
      // The note stays on disk: the job's next run (or the next start) on this VAR_DIR records it.
      this.log.error({ msg: 'mail accepted by the SMTP server but not yet recorded as sent', id, err: errorMessage(error) });
      throw new MailDeliveryError('accepted by the mail server; not yet recorded');
    }
  }
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

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
