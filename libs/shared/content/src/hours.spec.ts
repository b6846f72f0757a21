import { openingHoursOf } from './hours';
import { standardHours } from './site';

describe('openingHoursOf', () => {
  it('makes the standard table from the standard week', () => {
    const week = standardHours.flatMap((row) => row.days.map((day) => ({ day: day.toLowerCase(), opens: row.opens, closes: row.closes })));
    expect(openingHoursOf(week)).toEqual(standardHours);
  });

  it('splits days that are not consecutive and words half hours', () => {
    expect(
      openingHoursOf([
        { day: 'monday', opens: '09:30', closes: '12:00' },
        { day: 'wednesday', opens: '09:30', closes: '12:00' },
        { day: 'thursday', opens: '09:30', closes: '12:00' },
        { day: 'saturday', opens: '12:00', closes: '17:15' },
      ]).map((row) => row.label),
    ).toEqual(['Mon 9:30am-12pm', 'Wed-Thu 9:30am-12pm', 'Sat 12pm-5:15pm']);
  });
});
