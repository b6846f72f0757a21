import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { BookingAvailability, BookingAvailabilityQuery, UpcomingClosure } from '@huron/shared/contracts';
import { SiteDataRegistry } from '../../../platform/site-data';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { OfficesService } from '../../offices';
import { BookingRepository } from '../booking.repository';
import { BOOKING_ZONE, rulesFor } from '../booking-rules';
import type { ClosedPeriod, SlotRules } from './slot-rules';
import { freeSlots, isBookableStart } from './slot-generation';
import { weeklyHoursOf } from './weekly-hours';
import { addDays, zonedDate, zonedToEpoch } from './zoned-time';

/** How far ahead the office pages list closures. */
const UPCOMING_DAYS = 60;

/** Free times: the pure slot rules fed with this office's bookings and closures. */
@Injectable()
export class AvailabilityService implements OnModuleInit {
  constructor(
    private readonly repository: BookingRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly offices: OfficesService,
    private readonly siteData: SiteDataRegistry,
  ) {}

  /** The office pages list the holidays and closures of the next 60 days (served HTML, within a minute). */
  onModuleInit(): void {
    this.siteData.register({ key: 'officeClosures', load: () => this.upcomingClosures(UPCOMING_DAYS) });
  }

  /** Per office, its closed holidays and staff closures from the start of today for `days` days, in time order. */
  async upcomingClosures(days: number, now = Date.now()): Promise<Record<string, UpcomingClosure[]>> {
    const today = zonedDate(BOOKING_ZONE, now);
    const from = new Date(zonedToEpoch(BOOKING_ZONE, today, 0));
    const to = new Date(zonedToEpoch(BOOKING_ZONE, addDays(today, days), 0));
    const [hours, closures] = await Promise.all([this.offices.publicHours(days, now), this.repository.closuresOverlapping(undefined, from, to)]);
    const startOf = (c: UpcomingClosure) => (c.kind === 'holiday' ? zonedToEpoch(BOOKING_ZONE, c.date, 0) : Date.parse(c.startsAt));
    return Object.fromEntries(
      hours.map(({ office, holidays }) => {
        const list: UpcomingClosure[] = [
          ...holidays.map((h) => ({ kind: 'holiday' as const, date: h.date, name: h.name })),
          ...closures
            .filter((c) => c.office === office)
            .map((c) => ({ kind: 'closure' as const, startsAt: c.startsAt.toISOString(), endsAt: c.endsAt.toISOString(), reason: c.reason })),
        ];
        return [office, list.sort((a, b) => startOf(a) - startOf(b))];
      }),
    );
  }

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
