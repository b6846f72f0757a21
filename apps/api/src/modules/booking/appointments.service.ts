import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { BookingAppointment, BookingRequest } from '@huron/shared/contracts';
import { BotTrap } from '../../platform/abuse';
import { AuditService } from '../../platform/audit/audit.service';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { EventBus } from '../../platform/events/event-bus';
import { ActivityRecorded } from '../../platform/events/activity-recorded.event';
import { LeadCreated } from '../../platform/events/lead-created.event';
import { appointmentNotice } from './appointment-notice';
import { RateLimiter } from '../../platform/rate-limit';
import type { AppointmentRow } from './appointment-row';
import { publicView } from './appointment-view';
import { AvailabilityService } from './availability/availability.service';
import { BookingErrors } from './booking.errors';
import { BookingRepository } from './booking.repository';
import { newBookingReference } from './booking-reference';
import { BookingMailer } from './mail/booking-mailer.service';
import { hashManageToken, newManageToken } from './manage-token';
import type { Tx } from '../../platform/database/transactions';

const DAY_SECONDS = 24 * 60 * 60;

/** Who changes an appointment: the client through the private link, or a staff member. */
export type Changer = { kind: 'client'; token: string } | { kind: 'staff'; userId: string };

/** Booking, moving and cancelling, with the place-taking, the mails and the reminder in one transaction each. */
@Injectable()
export class AppointmentsService {
  constructor(
    private readonly repository: BookingRepository,
    private readonly availability: AvailabilityService,
    private readonly mailer: BookingMailer,
    private readonly events: EventBus,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly bots: BotTrap,
    private readonly limiter: RateLimiter,
  ) {}

  /** `client` is the caller's address: one address may book only so many appointments a day. */
  async book(request: BookingRequest, referralCode: string | null, client: string): Promise<BookingAppointment> {
    if (this.bots.isLikelyBot(request)) return this.decoy(request);
    const startsAt = new Date(request.startsAt);
    if (!(await this.availability.isBookable(request.office, startsAt))) throw BookingErrors.notBookable('startsAt');
    const capacity = this.config.booking.capacity[request.office];
    const { openPerContact, perAddressPerDay } = this.config.booking;
    const fromAddress = await this.limiter.hit('booking:address-day', client, { limit: perAddressPerDay, windowSeconds: DAY_SECONDS });
    if (!fromAddress.allowed) throw BookingErrors.tooManyFromAddress(fromAddress.retryAfterSeconds);
    return this.repository.transaction(async (manager) => {
      const open = await this.repository.lockAndCountOpenFor(manager, request.email, request.phone);
      if (open.email >= openPerContact) throw BookingErrors.tooManyOpen('email', openPerContact);
      if (open.phone >= openPerContact) throw BookingErrors.tooManyOpen('phone', openPerContact);
      if (!(await this.repository.takePlace(manager, request.office, startsAt, capacity))) throw BookingErrors.slotTaken();
      const { token, hash } = newManageToken();
      const row = await this.repository.insertAppointment(manager, {
        reference: newBookingReference(),
        office: request.office,
        service: request.service,
        startsAt,
        endsAt: this.endOf(startsAt),
        name: request.name,
        email: request.email,
        phone: request.phone,
        notes: request.notes || null,
        manageTokenHash: hash,
        referralCode,
        locale: request.locale ?? 'en',
      });
      await this.events.emit(new LeadCreated(manager, 'booking', row.name, row.email, row.phone, referralCode));
      await this.events.emit(new ActivityRecorded(manager, appointmentNotice('appointment_booked', row)));
      await this.mailer.announce('confirmed', row, manager, token);
      await this.mailer.scheduleReminder(row, manager, token);
      return publicView(row);
    });
  }

  /** The appointment behind a private link; a wrong token or a cancelled appointment is not found. */
  async viewByLink(id: string, token: string): Promise<BookingAppointment> {
    const row = await this.repository.findByIdAndToken(id, hashManageToken(token));
    if (!row || row.status === 'cancelled') throw BookingErrors.notFound();
    return publicView(row);
  }

  /** Moves to another free time: takes the new place before giving back the old one; same UID, next SEQUENCE. */
  async move(id: string, startsAt: Date, by: Changer, version?: number): Promise<AppointmentRow> {
    if (by.kind === 'client') await this.viewByLink(id, by.token);
    const current = await this.repository.findById(id);
    if (!current) throw BookingErrors.notFound();
    if (!(await this.availability.isBookable(current.office, startsAt))) throw BookingErrors.notBookable('startsAt');
    return this.repository.transaction(async (manager) => {
      const row = await this.lockChangeable(manager, id, version);
      if (row.startsAt.getTime() === startsAt.getTime()) return row;
      if (!(await this.repository.takePlace(manager, row.office, startsAt, this.config.booking.capacity[row.office]))) throw BookingErrors.slotTaken();
      await this.repository.releasePlace(manager, row.office, row.startsAt);
      // Staff moves send a fresh private link (the old one's token is not known here); the client keeps theirs.
      const fresh = by.kind === 'staff' ? newManageToken() : undefined;
      const moved = await this.repository.update(manager, id, { startsAt, endsAt: this.endOf(startsAt), bumpSequence: true, manageTokenHash: fresh?.hash });
      const token = by.kind === 'client' ? by.token : fresh!.token;
      await this.events.emit(new ActivityRecorded(manager, appointmentNotice('appointment_moved', moved, row.startsAt)));
      await this.mailer.announce('moved', moved, manager, token);
      await this.mailer.scheduleReminder(moved, manager, token);
      await this.audit.record(
        {
          actorId: by.kind === 'staff' ? by.userId : null,
          action: 'booking.appointment.moved',
          subjectType: 'booking_appointment',
          subjectId: id,
          details: { by: by.kind },
        },
        manager,
      );
      return moved;
    });
  }

  /** Cancels, frees the place, drops the reminder and sends a METHOD:CANCEL; the private link stops working. */
  async cancel(id: string, by: Changer, version?: number): Promise<void> {
    if (by.kind === 'client') await this.viewByLink(id, by.token);
    await this.repository.transaction(async (manager) => {
      const row = await this.lockChangeable(manager, id, version);
      await this.repository.releasePlace(manager, row.office, row.startsAt);
      const cancelled = await this.repository.update(manager, id, { status: 'cancelled', bumpSequence: true });
      await this.events.emit(new ActivityRecorded(manager, appointmentNotice('appointment_cancelled', cancelled)));
      await this.mailer.announce('cancelled', cancelled, manager);
      await this.mailer.cancelReminder(id, manager);
      await this.audit.record(
        {
          actorId: by.kind === 'staff' ? by.userId : null,
          action: 'booking.appointment.cancelled',
          subjectType: 'booking_appointment',
          subjectId: id,
          details: { by: by.kind },
        },
        manager,
      );
    });
  }

  private async lockChangeable(manager: Tx, id: string, version: number | undefined): Promise<AppointmentRow> {
    const row = await this.repository.lockById(manager, id);
    if (!row) throw BookingErrors.notFound();
    if (version !== undefined && row.version !== version) throw BookingErrors.versionConflict();
    if (row.status === 'cancelled') throw version === undefined ? BookingErrors.notFound() : BookingErrors.alreadyCancelled();
    return row;
  }

  /** A bot filled the honeypot: the answer looks like a booking, so it learns nothing; nothing is stored or sent. */
  private decoy(request: BookingRequest): BookingAppointment {
    const startsAt = new Date(request.startsAt);
    return {
      id: randomUUID(),
      reference: newBookingReference(),
      office: request.office,
      service: request.service,
      startsAt: startsAt.toISOString(),
      endsAt: this.endOf(startsAt).toISOString(),
      status: 'confirmed',
      name: request.name,
    };
  }

  private endOf(startsAt: Date): Date {
    return new Date(startsAt.getTime() + this.config.booking.durationMinutes * 60_000);
  }
}
