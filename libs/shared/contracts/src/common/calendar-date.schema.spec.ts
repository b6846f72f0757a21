import { calendarDateSchema } from './calendar-date.schema';

describe('calendarDateSchema', () => {
  it('accepts real days from 1900 to 2999', () => {
    for (const day of ['1900-01-01', '2024-02-29', '2026-11-27', '2999-12-31']) expect(calendarDateSchema.safeParse(day).success).toBe(true);
  });

  it('refuses impossible days and days outside the range, saying why', () => {
    const messages = (day: string) => calendarDateSchema.safeParse(day).error?.issues.map((issue) => issue.message);
    expect(messages('2026-02-30')).toEqual(['must be a real date YYYY-MM-DD']);
    expect(messages('2026-13-45')).toEqual(['must be a real date YYYY-MM-DD']);
    expect(messages('2026-2-3')).toEqual(['must be a real date YYYY-MM-DD']);
    expect(messages('yesterday')).toEqual(['must be a real date YYYY-MM-DD']);
    expect(messages('0000-01-01')).toEqual(['must be between 1900-01-01 and 2999-12-31']);
    expect(messages('9999-12-31')).toEqual(['must be between 1900-01-01 and 2999-12-31']);
  });
});
