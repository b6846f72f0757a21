import { isSessionOpen, michiganToday, taxSchoolCourse } from './courses';

describe('tax-school sessions', () => {
  const [first] = taxSchoolCourse.sessions;

  it('a session takes registrations until the day it starts', () => {
    expect(isSessionOpen(first!, '2025-09-30')).toBe(true);
    expect(isSessionOpen(first!, '2025-10-01')).toBe(false);
    expect(isSessionOpen(first!, '2026-11-22')).toBe(false);
  });

  it('every 2025 session is closed once 2026 has begun', () => {
    expect(taxSchoolCourse.sessions.filter((s) => isSessionOpen(s, '2026-01-01')).map((s) => s.code)).toEqual([]);
  });

  it("today is Michigan's calendar date, not UTC's", () => {
    // 02:00 UTC on Jan 2 is still Jan 1 in Detroit (UTC-5).
    expect(michiganToday(new Date('2026-01-02T02:00:00Z'))).toBe('2026-01-01');
    expect(michiganToday(new Date('2026-07-04T12:00:00Z'))).toBe('2026-07-04');
  });
});
