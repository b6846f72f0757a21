import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { SecretBox } from '../security/secret-box';
import type { MailMessage } from './mail-message';

export const MAIL_CHANNEL = 'mail_outbox';
export const MAIL_SEAL_PURPOSE = 'mail-outbox';

/**
 * The one way to send mail: a row in mail_outbox. Pass the caller's transaction manager so the mail is queued
 * only if the change it announces commits; the NOTIFY fires on commit and wakes every process's worker.
 * Never waits for delivery.
 */
@Injectable()
export class MailService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly box: SecretBox,
  ) {}

  async enqueue(message: MailMessage, manager: EntityManager = this.dataSource.manager): Promise<void> {
    const content = this.box.seal(MAIL_SEAL_PURPOSE, JSON.stringify(message));
    await manager.query(`INSERT INTO mail_outbox (kind, content) VALUES ($1, $2)`, [message.kind, content]);
    await manager.query(`SELECT pg_notify($1, '')`, [MAIL_CHANNEL]);
  }
}
