import { isSessionOpen, taxSchoolCourse } from '@huron/shared/content';
import type { TaxSchoolSessionList } from '@huron/shared/contracts/payments';

/** The 2025 schedule's class days (ISO weekdays) and times, as the database's history rows have them. */
const LIVE_CLASSES: Record<string, { weekdays: number[]; startTime: string; endTime: string }> = {
  '2503': { weekdays: [6], startTime: '10:00', endTime: '14:00' },
  '2504': { weekdays: [2, 4], startTime: '18:00', endTime: '21:00' },
};

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The sessions as the build knows them (libs/shared/content): what the page shows when it was not rendered with the
 * database's (a build's own HTML; the API renders it again with the database's as it starts).
 */
export function buildTimeSessions(today: string): TaxSchoolSessionList {
  return {
    feeCents: taxSchoolCourse.feeCents,
    sessions: taxSchoolCourse.sessions.map((session) => {
      const open = isSessionOpen(session, today);
      const live = LIVE_CLASSES[session.code];
      return {
        code: session.code,
        title: taxSchoolCourse.name,
        mode: session.mode === 'online' ? 'online' : 'live',
        format: session.format,
        schedule: session.schedule,
        startDate: session.startDate,
        endDate: session.endDate,
        weekdays: live?.weekdays ?? [],
        startTime: live?.startTime ?? null,
        endTime: live?.endTime ?? null,
        priceCents: taxSchoolCourse.feeCents,
        registrationDeadline: dayBefore(session.startDate),
        seatsLeft: 30,
        state: open ? 'open' : 'closed',
        open,
      };
    }),
  };
}
