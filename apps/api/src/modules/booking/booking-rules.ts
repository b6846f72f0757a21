import { standardHours } from '@huron/shared/content';
import type { BookingOffice } from '@huron/shared/contracts';
import type { BookingConfig } from '../../platform/config/app-config';
import type { SlotRules } from './availability/slot-rules';
import { weeklyHoursFrom } from './availability/weekly-hours';

/** Every office keeps Detroit time; remote appointments are offered on the same clock. */
export const BOOKING_ZONE = 'America/Detroit';

const hours = weeklyHoursFrom(standardHours);

/** The slot rules of one office: the hours the office pages show, and capacity, notice, horizon from config. */
export function rulesFor(office: BookingOffice, config: BookingConfig): SlotRules {
  return {
    zone: BOOKING_ZONE,
    hours,
    durationMinutes: config.durationMinutes,
    noticeMinutes: config.noticeMinutes,
    horizonDays: config.horizonDays,
    capacity: config.capacity[office],
  };
}
