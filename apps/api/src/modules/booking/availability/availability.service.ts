import { Inject, Injectable } from '@nestjs/common';
import type { BookingAvailability, BookingAvailabilityQuery } from '@huron/shared/contracts';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { OfficesService } from '../../offices';
import { BookingRepository } from '../booking.repository';
import { BOOKING_ZONE, rulesFor } from '../booking-rules';
import type { ClosedPeriod, SlotRules } from './slot-rules';
import { freeSlots, isBookableStart } from './slot-generation';
import { weeklyHoursOf } from './weekly-hours';
import { addDays, zonedDate, zonedToEpoch } from './zoned-time';

/** Free times: the pure slot rules fed with this office's bookings and closures. */
@Injectable()
export class AvailabilityService {
  constructor(
    private readonly repository: BookingRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly offices: OfficesService,
  ) {}

  /** The office's rules with its current weekly hours, and its holidays from `from` to `to` as whole closed days. */
  private async rulesAndHolidays(
    office: BookingAvailabilityQuery['office'],
    from: string,
    to: string,
  ): Promise<{ rules: SlotRules; holidays: ClosedPeriod[] }> {
    const schedule = await this.offices.schedule(office, from, to);
    return {
      rules: rulesFor(office, this.config.booking, weeklyHoursOf(schedule.week)),
      holidays: schedule.holidays.map((h) => ({ startsAt: zonedToEpoch(BOOKING_ZONE, h.date, 0), endsAt: zonedToEpoch(BOOKING_ZONE, addDays(h.date, 1), 0) })),
    };
  }

  async availability(query: BookingAvailabilityQuery, now = Date.now()): Promise<BookingAvailability> {
    const from = new Date(zonedToEpoch(BOOKING_ZONE, query.from, 0));
    const to = new Date(zonedToEpoch(BOOKING_ZONE, addDays(query.to, 1), 0));
    const [booked, closures, { rules, holidays }] = await Promise.all([
      this.repository.bookedCounts(query.office, from, to),
      this.repository.closuresOverlapping(query.office, from, to),
      this.rulesAndHolidays(query.office, query.from, query.to),
    ]);
    const days = freeSlots(rules, {
      from: query.from,
      to: query.to,
      now,
      booked,
      closures: [...closures.map((c) => ({ startsAt: c.startsAt.getTime(), endsAt: c.endsAt.getTime() })), ...holidays],
    });
    return {
      office: query.office,
      zone: BOOKING_ZONE,
      durationMinutes: rules.durationMinutes,
      days: days.map((d) => ({ date: d.date, times: d.slots.map((s) => ({ startsAt: new Date(s.startsAt).toISOString(), remaining: s.remaining })) })),
    };
  }

  /** Whether a visitor may book `startsAt` at `office` now (hours, grid, notice, horizon, closures, holidays). */
  async isBookable(office: BookingAvailabilityQuery['office'], startsAt: Date, now = Date.now()): Promise<boolean> {
    const day = new Date(startsAt.getTime() - 86_400_000);
    const date = zonedDate(BOOKING_ZONE, startsAt.getTime());
    const [closures, { rules, holidays }] = await Promise.all([
      this.repository.closuresOverlapping(office, day, new Date(startsAt.getTime() + 86_400_000)),
      this.rulesAndHolidays(office, date, date),
    ]);
    return isBookableStart(rules, startsAt.getTime(), now, [
      ...closures.map((c) => ({ startsAt: c.startsAt.getTime(), endsAt: c.endsAt.getTime() })),
      ...holidays,
    ]);
  }
}
