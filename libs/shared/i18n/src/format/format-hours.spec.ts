import { formatOpeningHours, formatWeekHours, openingHoursParts } from './format-hours';

const week = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '19:00', label: 'Mon-Fri 10am-7pm' },
  { days: ['Saturday'], opens: '10:00', closes: '17:30', label: 'Sat 10am-5:30pm' },
];

describe('formatOpeningHours', () => {
  it("keeps the English site's own label (libs/shared/content openingHoursOf)", () => {
    expect(formatOpeningHours(week[0]!, 'en')).toBe('Mon-Fri 10am-7pm');
    expect(formatOpeningHours(week[1]!, 'en')).toBe('Sat 10am-5:30pm');
  });

  it('writes day names and hours in Spanish (es-US) and Arabic (Latin digits), the clock as set', () => {
    expect(formatOpeningHours(week[0]!, 'es')).toBe('lun – vie 10 a.m. – 7 p.m.');
    expect(formatOpeningHours(week[1]!, 'es')).toMatch(/^sáb 10:00\sa\.m\.\s–\s5:30\sp\.m\.$/);
    expect(formatOpeningHours(week[0]!, 'ar')).toMatch(/^الاثنين\s–\sالجمعة 10\sص\s–\s7\sم$/);
    expect(formatOpeningHours(week[1]!, 'ar')).toMatch(/^السبت 10:00\sص\s–\s5:30\sم$/);
  });

  it('writes plain spaces, as Chromium does, where Node writes thin and narrow ones (so hydration finds the same text)', () => {
    for (const locale of ['es', 'ar'] as const) expect(formatWeekHours(week, locale)).not.toMatch(/[\u2009\u202f]/);
  });

  it('splits a row into days and hours for the office pages table', () => {
    expect(openingHoursParts(week[0]!, 'en')).toEqual(['Mon-Fri', '10am-7pm']);
    expect(openingHoursParts(week[1]!, 'ar')[0]).toBe('السبت');
    expect(openingHoursParts(week[1]!, 'es')[1]).toMatch(/^10:00\sa\.m\.\s–\s5:30\sp\.m\.$/);
  });

  it('joins a week with the comma of the language', () => {
    expect(formatWeekHours(week, 'en')).toBe('Mon-Fri 10am-7pm, Sat 10am-5:30pm');
    expect(formatWeekHours(week, 'ar')).toContain('، السبت');
  });
});
