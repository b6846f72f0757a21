import { Inject, Injectable } from '@nestjs/common';
import { NOTIFICATION_KINDS, type NotificationPreferences, type NotificationPreferencesUpdate } from '@huron/shared/contracts';
import type { StaffActor } from '../../platform/admin';
import { AuditService } from '../../platform/audit/audit.service';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { Transactions, type Tx } from '../../platform/database/transactions';
import type { ActivityNotice } from '../../platform/events/activity-recorded.event';
import { MailService } from '../../platform/mail/mail.service';
import { mailboxFor, noticeMail } from './notice-mail';
import { NotificationsRepository } from './notifications.repository';

/** app_metadata.roles entry of staff accounts (auth's STAFF_ROLE; repeated so this module needs no auth internals). */
export const STAFF_ROLE = 'staff';

/**
 * The one way the firm hears of what happens: every ActivityRecorded becomes one email to the responsible mailbox,
 * a copy to each staff member who follows the kind at once, and a line in the daily digest of those who chose it,
 * all in the emitting transaction.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly repository: NotificationsRepository,
    private readonly transactions: Transactions,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async announce(tx: Tx, notice: ActivityNotice): Promise<void> {
    const mailbox = mailboxFor(notice);
    await this.mail.enqueue(noticeMail(notice, mailbox, this.config.publicUrl), tx);
    const followers = await this.repository.followersOf(tx, notice.kind, STAFF_ROLE);
    for (const follower of followers) {
      if (follower.delivery === 'immediate' && follower.email.toLowerCase() !== mailbox.toLowerCase()) {
        await this.mail.enqueue(noticeMail(notice, follower.email, this.config.publicUrl), tx);
      }
    }
    const digest = followers.filter((f) => f.delivery === 'digest').map((f) => f.userId);
    await this.repository.addDigestLines(tx, digest, notice.kind, {
      reference: notice.reference,
      office: notice.office,
      occurredAt: notice.occurredAt,
      adminPath: notice.adminPath,
    });
  }

  async preferences(actor: StaffActor): Promise<NotificationPreferences> {
    const chosen = await this.repository.preferencesOf(this.transactions.none, actor.id);
    return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, chosen.get(kind) ?? 'off'])) as NotificationPreferences;
  }

  async update(actor: StaffActor, update: NotificationPreferencesUpdate): Promise<NotificationPreferences> {
    const changes = NOTIFICATION_KINDS.flatMap((kind) => (update[kind] ? [[kind, update[kind]] as const] : []));
    await this.transactions.run(async (tx) => {
      for (const [kind, delivery] of changes) await this.repository.setPreference(tx, actor.id, kind, delivery);
      await this.audit.record(
        {
          actorId: actor.id,
          action: 'notifications.preferences.updated',
          subjectType: 'user',
          subjectId: actor.id,
          details: { changes: Object.fromEntries(changes) },
          requestId: actor.requestId,
        },
        tx,
      );
    });
    return this.preferences(actor);
  }
}
