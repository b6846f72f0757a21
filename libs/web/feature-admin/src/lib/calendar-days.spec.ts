import { addDays, detroitDayOf, detroitToday, isDay, weekStart } from './calendar-days';

describe('calendar days (Detroit)', () => {
  it('knows today and the day of an instant in Detroit, not UTC', () => {
    // 7:42 PM EST on Nov 26 is already Nov 27 in UTC.
    expect(detroitToday(new Date('2026-11-27T00:42:00Z'))).toBe('2026-11-26');
    expect(detroitDayOf('2026-07-01T03:30:00Z')).toBe('2026-06-30');
  });

  it('steps days across months and finds the Monday of a week', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekStart('2026-11-27')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
  });

  it('accepts only real YYYY-MM-DD days', () => {
    expect(isDay('2026-11-27')).toBe(true);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('tomorrow')).toBe(false);
    expect(isDay(null)).toBe(false);
  });
});
