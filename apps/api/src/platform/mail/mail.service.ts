import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Transactions, type Tx } from '../database/transactions';
import { JobScheduler } from '../jobs/job-scheduler.service';
import { SecretBox } from '../security/secret-box';
import { inBrandedLayout } from './mail-layout';
import type { EnqueueOptions, MailMessage } from './mail-message';
import { MailOutboxRepository } from './mail-outbox.repository';

export const MAIL_SEAL_PURPOSE = 'mail-outbox';
/** The one-off job (platform/jobs) that delivers one outbox message, keyed by its id; MailWorker handles it. */
export const MAIL_DELIVERY = 'mail:deliver';
/** The one-off job (platform/jobs) that queues a scheduled message when its time comes. */
const SEND_LATER = 'mail:send-later';

/**
 * The one way to send mail: a row in mail_outbox and its delivery job, both in the caller's transaction, so the
 * mail is queued only if the change it announces commits; the job's NOTIFY fires on commit and wakes every
 * process's job scheduler. Never waits for delivery. Every message is put in the firm's layout here, so no template
 * can skip it. A message for later (`notBefore`, a reminder) is a one-off job that queues it at its time.
 */
@Injectable()
export class MailService {
  constructor(
    private readonly transactions: Transactions,
    private readonly box: SecretBox,
    private readonly outbox: MailOutboxRepository,
    private readonly jobs: JobScheduler,
  ) {
    jobs.handle<MailMessage>({ kind: SEND_LATER, run: (message, tx) => this.enqueue(message, tx) });
  }

  async enqueue(message: MailMessage, manager?: Tx, options: EnqueueOptions = {}): Promise<void> {
    // The message and its delivery job commit together: a caller without a transaction gets one.
    if (!manager?.queryRunner) return this.transactions.run((tx) => this.enqueue(message, tx, options));
    if (options.key) await this.cancelScheduled(options.key, manager);
    if (options.notBefore) return this.jobs.schedule(manager, SEND_LATER, options.key ?? randomUUID(), options.notBefore, message);
    const content = this.box.seal(MAIL_SEAL_PURPOSE, JSON.stringify(inBrandedLayout(message)));
    const id = await this.outbox.insertMail(manager, { kind: message.kind, sealedContent: content });
    await this.jobs.schedule(manager, MAIL_DELIVERY, id, 'now');
  }

  /** Drops the scheduled message with this key unless its time has come and it is being queued at this moment. */
  async cancelScheduled(key: string, manager: Tx = this.transactions.none): Promise<void> {
    await this.jobs.cancel(manager, SEND_LATER, key);
    await this.outbox.deleteLegacyScheduled(manager, key);
  }
}
