import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { calendarFeedTokenSchema, type CalendarFeed, type CalendarFeedCreate, type CreatedCalendarFeed } from '@huron/shared/contracts';
import { site } from '@huron/shared/content';
import type { StaffActor } from '../../platform/admin';
import { AuditService } from '../../platform/audit/audit.service';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { Transactions } from '../../platform/database/transactions';
import { AppointmentFeed, type FeedAppointment } from '../booking';
import { CalendarFeedErrors } from './calendar-feeds.errors';
import { CalendarFeedsRepository, type FeedRow } from './calendar-feeds.repository';
import { buildFeed, type FeedEvent } from './ics-feed';

/** app_metadata.roles entry of staff accounts: a feed stops answering when its owner loses it. */
const STAFF_ROLE = 'staff';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const view = (row: FeedRow): CalendarFeed => ({
  id: row.id,
  offices: row.offices as CalendarFeed['offices'],
  createdAt: row.createdAt.toISOString(),
  lastReadAt: row.lastReadAt?.toISOString() ?? null,
});

/**
 * Private calendar feeds of appointments for staff: the address holds a 256-bit random token shown once and stored
 * only as its SHA-256 hash; the staff member picks the offices it covers (appointments have no assignee yet).
 */
@Injectable()
export class CalendarFeedsService {
  constructor(
    private readonly repository: CalendarFeedsRepository,
    private readonly transactions: Transactions,
    private readonly appointments: AppointmentFeed,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async create(actor: StaffActor, input: CalendarFeedCreate): Promise<CreatedCalendarFeed> {
    const token = randomBytes(32).toString('base64url');
    return this.transactions.run(async (tx) => {
      const row = await this.repository.insert(tx, actor.id, hashToken(token), input.offices);
      await this.audit.record(
        {
          actorId: actor.id,
          action: 'calendar_feed.created',
          subjectType: 'calendar_feed',
          subjectId: row.id,
          details: { offices: input.offices },
          requestId: actor.requestId,
        },
        tx,
      );
      return { ...view(row), url: `${this.config.publicUrl}/api/calendar/${token}.ics` };
    });
  }

  async list(actor: StaffActor): Promise<CalendarFeed[]> {
    return (await this.repository.listOwn(this.transactions.none, actor.id)).map(view);
  }

  async revoke(actor: StaffActor, id: string): Promise<void> {
    await this.transactions.run(async (tx) => {
      if (!(await this.repository.revokeOwn(tx, id, actor.id))) throw CalendarFeedErrors.notFound();
      await this.audit.record(
        { actorId: actor.id, action: 'calendar_feed.revoked', subjectType: 'calendar_feed', subjectId: id, requestId: actor.requestId },
        tx,
      );
    });
  }

  /** The iCalendar document behind a feed address; anything but a live feed of a staff member is 404. Audited as the owner's read. */
  async document(token: string): Promise<string> {
    if (!calendarFeedTokenSchema.safeParse(token).success) throw CalendarFeedErrors.notFound();
    const feed = await this.transactions.run(async (tx) => {
      const row = await this.repository.readByTokenHash(tx, hashToken(token), STAFF_ROLE);
      if (!row) throw CalendarFeedErrors.notFound();
      return row;
    });
    const appointments = await this.appointments.forOffices(feed.offices);
    await this.audit.record({
      actorId: feed.userId,
      action: 'calendar_feed.read',
      subjectType: 'calendar_feed',
      subjectId: feed.id,
      details: { appointments: appointments.length },
    });
    return buildFeed({
      productId: `-//${site.brand}//Staff calendar//EN`,
      name: `${site.brand}: appointments`,
      events: appointments.map((a) => this.event(a)),
    });
  }

  /** Who, what, where and the back-office link; never the client's notes. */
  private event(a: FeedAppointment): FeedEvent {
    const adminUrl = `${this.config.publicUrl}/admin/appointments/${a.id}`;
    return {
      uid: `staff-appointment-${a.id}@${site.domain}`,
      sequence: a.sequence,
      status: a.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
      start: a.startsAt,
      end: a.endsAt,
      stamp: a.updatedAt,
      summary: `${this.appointments.serviceLabel(a.service)}: ${a.name} (${a.reference})`,
      description: [`Reference: ${a.reference}`, `Client: ${a.name}`, `Phone: ${a.phone}`, `Email: ${a.email}`, `Back office: ${adminUrl}`].join('\n'),
      location: this.appointments.location(a.office),
      url: adminUrl,
    };
  }
}
