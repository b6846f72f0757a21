import { appointmentWhen, bookingWindow, dayLabel, differsFromDetroit, timeIn, visitorTime, zoneName } from './slot-labels';

describe('slot labels', () => {
  const monday10 = '2026-03-09T14:00:00.000Z'; // 10:00 EDT, the Monday after the change

  it('shows Detroit time and a remote visitor their own, labelled with the zone', () => {
    expect(timeIn(monday10, 'America/Detroit')).toBe('10:00 AM');
    expect(zoneName(monday10, 'America/Detroit')).toBe('EDT');
    expect(timeIn(monday10, 'America/Los_Angeles')).toBe('7:00 AM');
    expect(zoneName(monday10, 'America/Los_Angeles')).toBe('PDT');
    expect(differsFromDetroit('America/Los_Angeles', monday10)).toBe(true);
    expect(differsFromDetroit('America/Detroit', monday10)).toBe(false);
    expect(differsFromDetroit('America/New_York', monday10)).toBe(false);
  });

  it("names the visitor's weekday when the slot falls on another day for them", () => {
    expect(visitorTime('2026-03-09T22:30:00.000Z', 'Asia/Tokyo')).toBe('Tue 7:30 AM');
    expect(visitorTime(monday10, 'Europe/London')).toBe('2:00 PM');
  });

  it('labels days and the appointment in Detroit time, across the DST change', () => {
    expect(dayLabel('2026-03-08')).toBe('Sun, Mar 8');
    expect(appointmentWhen('2026-03-07T15:00:00.000Z')).toBe('Saturday, March 7, 10:00 AM EST');
    expect(appointmentWhen('2026-03-08T15:00:00.000Z')).toBe('Sunday, March 8, 11:00 AM EDT');
  });

  it('asks for 62 days starting today in Detroit', () => {
    expect(bookingWindow(Date.parse('2026-11-02T03:00:00Z'))).toEqual({ from: '2026-11-01', to: '2027-01-01' }); // 10pm on 1 Nov in Detroit
  });
});
