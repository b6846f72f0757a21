import { Injectable } from '@nestjs/common';
import { Transactions, type Tx } from '../database/transactions';
import { SecretBox } from '../security/secret-box';
import { inBrandedLayout } from './mail-layout';
import type { EnqueueOptions, MailMessage } from './mail-message';
import { MailOutboxRepository } from './mail-outbox.repository';

export const MAIL_SEAL_PURPOSE = 'mail-outbox';

/**
 * The one way to send mail: a row in mail_outbox. Pass the caller's transaction manager so the mail is queued
 * only if the change it announces commits; the NOTIFY fires on commit and wakes every process's worker.
 * Never waits for delivery. Every message is put in the firm's layout here, so no template can skip it.
 */
@Injectable()
export class MailService {
  constructor(
    private readonly transactions: Transactions,
    private readonly box: SecretBox,
    private readonly outbox: MailOutboxRepository,
  ) {}

  async enqueue(message: MailMessage, manager: Tx = this.transactions.none, options: EnqueueOptions = {}): Promise<void> {
    const content = this.box.seal(MAIL_SEAL_PURPOSE, JSON.stringify(inBrandedLayout(message)));
    if (options.key) await this.cancelScheduled(options.key, manager);
    await this.outbox.insertMail(manager, { kind: message.kind, sealedContent: content, notBefore: options.notBefore ?? null, key: options.key ?? null });
    if (!options.notBefore) await this.outbox.notifyWorkers(manager);
  }

  /** Drops the scheduled message with this key unless a worker already took it. */
  async cancelScheduled(key: string, manager: Tx = this.transactions.none): Promise<void> {
    await this.outbox.deleteScheduled(manager, key);
  }
}
