import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { SecretBox } from '../security/secret-box';
import { inBrandedLayout } from './mail-layout';
import type { EnqueueOptions, MailMessage } from './mail-message';

export const MAIL_CHANNEL = 'mail_outbox';
export const MAIL_SEAL_PURPOSE = 'mail-outbox';

/**
 * The one way to send mail: a row in mail_outbox. Pass the caller's transaction manager so the mail is queued
 * only if the change it announces commits; the NOTIFY fires on commit and wakes every process's worker.
 * Never waits for delivery. Every message is put in the firm's layout here, so no template can skip it.
 */
@Injectable()
export class MailService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly box: SecretBox,
  ) {}

  async enqueue(message: MailMessage, manager: EntityManager = this.dataSource.manager, options: EnqueueOptions = {}): Promise<void> {
    const content = this.box.seal(MAIL_SEAL_PURPOSE, JSON.stringify(inBrandedLayout(message)));
    if (options.key) await this.cancelScheduled(options.key, manager);
    await manager.query(`INSERT INTO mail_outbox (kind, content, not_before, schedule_key) VALUES ($1, $2, coalesce($3, now()), $4)`, [
      message.kind,
      content,
      options.notBefore ?? null,
      options.key ?? null,
    ]);
    if (!options.notBefore) await manager.query(`SELECT pg_notify($1, '')`, [MAIL_CHANNEL]);
  }

  /** Drops the scheduled message with this key unless a worker already took it. */
  async cancelScheduled(key: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(`DELETE FROM mail_outbox WHERE schedule_key = $1 AND status = 'pending'`, [key]);
  }
}
