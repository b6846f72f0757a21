import type { BookingOffice } from '@huron/shared/contracts';
import type { BookingConfig } from '../../platform/config/app-config';
import type { SlotRules } from './availability/slot-rules';
import type { WeeklyHours } from './availability/weekly-hours';

/** Every office keeps Detroit time; remote appointments are offered on the same clock. */
export const BOOKING_ZONE = 'America/Detroit';

/** The slot rules of one office: its weekly hours (set in /admin), and capacity, notice, horizon from config. */
export function rulesFor(office: BookingOffice, config: BookingConfig, hours: WeeklyHours): SlotRules {
  return {
    zone: BOOKING_ZONE,
    hours,
    durationMinutes: config.durationMinutes,
    noticeMinutes: config.noticeMinutes,
    horizonDays: config.horizonDays,
    capacity: config.capacity[office],
  };
}
