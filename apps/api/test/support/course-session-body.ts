/** A staff body for `POST /api/admin/course-sessions`: an open live session in January 2026, changed by `overrides`. */
export const liveCourseSessionBody = (code: string, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  code,
  title: 'Tax Preparer Course',
  format: 'live',
  firstDay: '2026-01-10',
  lastDay: '2026-01-31',
  weekdays: [6],
  startTime: '10:00',
  endTime: '14:00',
  seats: 12,
  registrationDeadline: '2026-01-09',
  joinDetails: 'https://meet.example.com/tax-school',
  status: 'open',
  ...overrides,
});
