import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { Transactions } from '../../platform/database/transactions';
import { JobScheduler } from '../../platform/jobs';
import { MailService } from '../../platform/mail/mail.service';
import { digestMail } from './notice-mail';
import { NotificationsRepository, type TakenDigestLine } from './notifications.repository';
import { STAFF_ROLE } from './notifications.service';

const DAY_SECONDS = 86_400;

/**
 * Once a day, in one process at a time (platform/jobs): every staff member who chose the digest for a kind gets one
 * email listing that kind's events since the last one. Taking the lines and queueing the mails is one transaction,
 * so a crash sends nothing twice and loses nothing.
 */
@Injectable()
export class NotificationDigests {
  constructor(
    private readonly repository: NotificationsRepository,
    private readonly transactions: Transactions,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    jobs: JobScheduler,
  ) {
    jobs.register({ name: 'notifications:daily-digest', everySeconds: DAY_SECONDS, run: () => this.send() });
  }

  /** Queues the digests now; how many mails. */
  send(): Promise<number> {
    return this.transactions.run(async (tx) => {
      const groups = new Map<string, TakenDigestLine[]>();
      for (const line of await this.repository.takeDigestLines(tx, STAFF_ROLE)) {
        const key = `${line.userId} ${line.kind}`;
        groups.set(key, [...(groups.get(key) ?? []), line]);
      }
      for (const lines of groups.values()) await this.mail.enqueue(digestMail(lines[0]!.kind, lines[0]!.email, lines, this.config.publicUrl), tx);
      return groups.size;
    });
  }
}
