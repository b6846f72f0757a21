import { Inject, Injectable } from '@nestjs/common';
import { mailPath } from '@huron/shared/i18n';
import { AccountLocales } from '../auth';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { Transactions } from '../../platform/database/transactions';
import { JobScheduler } from '../../platform/jobs';
import { MailService } from '../../platform/mail/mail.service';
import { documentReminderMail } from './engagement-mail';
import { EngagementsRepository } from './engagements.repository';

const EVERY_SECONDS = 600;
const BATCH = 200;

/**
 * Reminders 3, 7 and 14 days after a request began to wait for the client (asked, or returned), while it still
 * waits: answering, uploading, or staff accepting or closing it clears `next_reminder_at` in the same statement
 * that changes its status, so no reminder follows. Each batch marks its reminders sent and queues their mails in one
 * transaction, taking rows with SKIP LOCKED: with any number of processes sweeping, a reminder goes out once.
 */
@Injectable()
export class EngagementReminders {
  constructor(
    jobs: JobScheduler,
    private readonly transactions: Transactions,
    private readonly repository: EngagementsRepository,
    private readonly mail: MailService,
    private readonly locales: AccountLocales,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    jobs.register({ name: 'engagements:request-reminders', everySeconds: EVERY_SECONDS, run: () => this.sweep() });
  }

  /** Sends every due reminder; returns how many requests were reminded. */
  async sweep(): Promise<number> {
    let total = 0;
    for (;;) {
      const taken = await this.transactions.run(async (tx) => {
        const due = await this.repository.takeDueReminders(tx, BATCH);
        // One mail per client per batch, however many of their requests are due (the mail names none of them).
        const clients = new Map(due.map((reminder) => [reminder.clientEmail, reminder.clientUserId ?? null]));
        for (const [email, userId] of clients) {
          const locale = await this.locales.of({ userId, email }, tx);
          await this.mail.enqueue(documentReminderMail(email, new URL(mailPath('/portal', locale), this.config.publicUrl).href, locale), tx);
        }
        return due.length;
      });
      total += taken;
      if (taken < BATCH) return total;
    }
  }
}
