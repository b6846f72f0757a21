import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { normalizeEmail, type TaxSchoolWaitlistCreate } from '@huron/shared/contracts';
import { mailPath } from '@huron/shared/i18n';
import type { Tx } from '../../platform/database/transactions';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { MailService } from '../../platform/mail/mail.service';
import { sessionSchedule } from './course-session-words';
import { courseSessionErrors } from './course-sessions.errors';
import { CourseSessionsRepository, type CourseSessionRow } from './course-sessions.repository';
import { waitlistOpenedMail } from './course-waitlist-mail';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * "Tell me when registration opens": people who asked, with consent, get one email when a session opens (at most one a
 * week, however many open), each carrying a new unsubscribe token of which only the hash is kept.
 */
@Injectable()
export class CourseWaitlistService {
  constructor(
    private readonly repository: CourseSessionsRepository,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Adds the person (or keeps their entry: asking twice gives one entry, in the language of the last ask). Says nothing
   * of whether they were on it.
   */
  async join(input: TaxSchoolWaitlistCreate): Promise<void> {
    await this.repository.addToWaitlist({ name: input.name, email: normalizeEmail(input.email), locale: input.locale ?? 'en' });
  }

  async unsubscribe(token: string): Promise<void> {
    if (!(await this.repository.unsubscribe(hash(token)))) throw courseSessionErrors.unsubscribeNotValid();
  }

  /** Queues the email to everyone waiting, each in their language, in the transaction that opened `session`. */
  async announce(manager: Tx, session: CourseSessionRow): Promise<void> {
    const origin = this.config.publicUrl;
    for (const entry of await this.repository.lockWaiting(manager)) {
      const token = randomBytes(32).toString('base64url');
      await this.repository.markNotified(manager, entry.id, hash(token));
      await this.mail.enqueue(
        waitlistOpenedMail(
          entry,
          { name: session.title, schedule: sessionSchedule(session) },
          { register: `${origin}${mailPath('/tax-school', entry.locale)}#register`, unsubscribe: `${origin}/api/tax-school/waitlist/unsubscribe/${token}` },
        ),
        manager,
      );
    }
  }
}
