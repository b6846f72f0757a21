import { Inject, Injectable } from '@nestjs/common';
import { site } from '@huron/shared/content';
import type { SiteLocale } from '@huron/shared/contracts';
import { mailPath } from '@huron/shared/i18n';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { MailService } from '../../../platform/mail/mail.service';
import type { AppointmentRow } from '../appointment-row';
import { buildInvitation } from './invitation';
import { renderBookingMail, type BookingMailKind } from './booking-mail';
import type { Tx } from '../../../platform/database/transactions';

const DAY_MS = 86_400_000;
const reminderKey = (id: string) => `booking-reminder:${id}`;

/** The client's mails about one appointment, queued in the caller's transaction. */
@Injectable()
export class BookingMailer {
  constructor(
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The private link: id and token in the fragment, so neither reaches a server log or a Referer header. */
  manageUrl(id: string, token: string, locale: SiteLocale = 'en'): string {
    return `${this.config.publicUrl}${mailPath('/schedule/manage', locale)}#id=${id}&token=${token}`;
  }

  /** Confirmation or update (with a REQUEST invitation), or the cancellation (with a CANCEL). */
  async announce(kind: Exclude<BookingMailKind, 'reminder'>, a: AppointmentRow, manager: Tx, token?: string): Promise<void> {
    const manageUrl = token ? this.manageUrl(a.id, token, a.locale) : undefined;
    const method = kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
    const content = buildInvitation(
      {
        appointmentId: a.id,
        office: a.office,
        service: a.service,
        startsAt: a.startsAt,
        endsAt: a.endsAt,
        attendee: { name: a.name, email: a.email },
        organizerEmail: site.emails.info,
        sequence: a.icsSequence,
        manageUrl,
      },
      method,
    );
    await this.mail.enqueue(renderBookingMail(kind, a, { manageUrl, calendar: { method, content } }), manager);
  }

  /** 24 hours before the start, replacing any earlier reminder of this appointment; none when it is sooner. */
  async scheduleReminder(a: AppointmentRow, manager: Tx, token: string | undefined, now = Date.now()): Promise<void> {
    const due = a.startsAt.getTime() - DAY_MS;
    if (due <= now) return this.cancelReminder(a.id, manager);
    const manageUrl = token ? this.manageUrl(a.id, token, a.locale) : undefined;
    await this.mail.enqueue(renderBookingMail('reminder', a, { manageUrl }), manager, { notBefore: new Date(due), key: reminderKey(a.id) });
  }

  cancelReminder(id: string, manager: Tx): Promise<void> {
    return this.mail.cancelScheduled(reminderKey(id), manager);
  }
}
