import { Inject, Injectable } from '@nestjs/common';
import type { BookingAvailability, BookingAvailabilityQuery } from '@huron/shared/contracts';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { BookingRepository } from '../booking.repository';
import { BOOKING_ZONE, rulesFor } from '../booking-rules';
import { freeSlots, isBookableStart } from './slot-generation';
import { addDays, zonedToEpoch } from './zoned-time';

/** Free times: the pure slot rules fed with this office's bookings and closures. */
@Injectable()
export class AvailabilityService {
  constructor(
    private readonly repository: BookingRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async availability(query: BookingAvailabilityQuery, now = Date.now()): Promise<BookingAvailability> {
    const rules = rulesFor(query.office, this.config.booking);
    const from = new Date(zonedToEpoch(BOOKING_ZONE, query.from, 0));
    const to = new Date(zonedToEpoch(BOOKING_ZONE, addDays(query.to, 1), 0));
    const [booked, closures] = await Promise.all([
      this.repository.bookedCounts(query.office, from, to),
      this.repository.closuresOverlapping(query.office, from, to),
    ]);
    const days = freeSlots(rules, {
      from: query.from,
      to: query.to,
      now,
      booked,
      closures: closures.map((c) => ({ startsAt: c.startsAt.getTime(), endsAt: c.endsAt.getTime() })),
    });
    return {
      office: query.office,
      zone: BOOKING_ZONE,
      durationMinutes: rules.durationMinutes,
      days: days.map((d) => ({ date: d.date, times: d.slots.map((s) => ({ startsAt: new Date(s.startsAt).toISOString(), remaining: s.remaining })) })),
    };
  }

  /** Whether a visitor may book `startsAt` at `office` now (hours, grid, notice, horizon, closures). */
  async isBookable(office: BookingAvailabilityQuery['office'], startsAt: Date, now = Date.now()): Promise<boolean> {
    const day = new Date(startsAt.getTime() - 86_400_000);
    const closures = await this.repository.closuresOverlapping(office, day, new Date(startsAt.getTime() + 86_400_000));
    return isBookableStart(
      rulesFor(office, this.config.booking),
      startsAt.getTime(),
      now,
      closures.map((c) => ({ startsAt: c.startsAt.getTime(), endsAt: c.endsAt.getTime() })),
    );
  }
}
