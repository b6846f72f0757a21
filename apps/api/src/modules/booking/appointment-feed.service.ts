import { Injectable } from '@nestjs/common';
import type { BookingOffice, BookingService } from '@huron/shared/contracts';
import { AppointmentFeedRepository } from './appointment-feed.repository';
import type { AppointmentRow } from './appointment-row';
import { placeOf, SERVICE_LABELS } from './mail/appointment-place';

/** One appointment as a staff calendar shows it: no notes (a client may write tax details there). */
export interface FeedAppointment extends Pick<
  AppointmentRow,
  'id' | 'reference' | 'office' | 'service' | 'startsAt' | 'endsAt' | 'status' | 'name' | 'email' | 'phone'
> {
  /** Raised by every move and the cancellation (the client's invitation uses the same count). */
  sequence: number;
  updatedAt: Date;
}

const PAST_DAYS = 60;
const FUTURE_DAYS = 400;
const MOST = 5000;

/** The booking module's answer to "which appointments does this staff calendar show" (its public face for feeds). */
@Injectable()
export class AppointmentFeed {
  constructor(private readonly repository: AppointmentFeedRepository) {}

  /** From 60 days back to 400 ahead, at most 5,000, in start order. */
  forOffices(offices: string[], now = Date.now()): Promise<FeedAppointment[]> {
    return this.repository.inOffices(offices, new Date(now - PAST_DAYS * 86_400_000), new Date(now + FUTURE_DAYS * 86_400_000), MOST);
  }

  serviceLabel(service: BookingService): string {
    return SERVICE_LABELS[service];
  }

  location(office: BookingOffice): string {
    return placeOf(office).location;
  }
}
