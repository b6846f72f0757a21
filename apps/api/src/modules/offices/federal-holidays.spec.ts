import { federalHolidays, federalHolidaysBetween } from './federal-holidays';

describe('federal holidays (date-holidays)', () => {
  it('lists the eleven US federal holidays of 2026 on their own days', () => {
    expect(federalHolidays(2026)).toEqual([
      { date: '2026-01-01', name: "New Year's Day" },
      { date: '2026-01-19', name: 'Martin Luther King Jr. Day' },
      { date: '2026-02-16', name: "Washington's Birthday" },
      { date: '2026-05-25', name: 'Memorial Day' },
      { date: '2026-06-19', name: 'Juneteenth' },
      { date: '2026-07-04', name: 'Independence Day' },
      { date: '2026-09-07', name: 'Labor Day' },
      { date: '2026-10-12', name: 'Columbus Day' },
      { date: '2026-11-11', name: 'Veterans Day' },
      { date: '2026-11-26', name: 'Thanksgiving Day' },
      { date: '2026-12-25', name: 'Christmas Day' },
    ]);
  });

  it('keeps the weekend day itself, not the observed Friday (Christmas 2027 is a Saturday)', () => {
    const days = federalHolidaysBetween('2027-12-20', '2028-01-02').map((d) => d.date);
    expect(days).toEqual(['2027-12-25', '2028-01-01']);
  });
});
