import { isSessionOpen, taxSchoolCourse } from '@huron/shared/content';
import type { TaxSchoolSessionList } from '@huron/shared/contracts/payments';

/**
 * The sessions as the build knows them (libs/shared/content): what the page shows when it was not rendered with the
 * database's (a build's own HTML; the API renders it again with the database's as it starts).
 */
export function buildTimeSessions(today: string): TaxSchoolSessionList {
  return {
    feeCents: taxSchoolCourse.feeCents,
    sessions: taxSchoolCourse.sessions.map((session) => ({
      code: session.code,
      format: session.format,
      schedule: session.schedule,
      startDate: session.startDate,
      endDate: session.endDate,
      open: isSessionOpen(session, today),
    })),
  };
}
