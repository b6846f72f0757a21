import { standardHours } from '@huron/shared/content';
import { freeSlots, isBookableStart } from './slot-generation';
import type { SlotRules } from './slot-rules';
import { weeklyHoursFrom } from './weekly-hours';
import { zonedDate, zoneOffsetMinutes } from './zoned-time';

const rules: SlotRules = {
  zone: 'America/Detroit',
  hours: weeklyHoursFrom(standardHours),
  durationMinutes: 30,
  noticeMinutes: 120,
  horizonDays: 60,
  capacity: 2,
};
const LONG_AGO = Date.parse('2026-01-01T00:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

function day(date: string, over: Partial<Parameters<typeof freeSlots>[1]> = {}, ruleOver: Partial<SlotRules> = {}) {
  const [only] = freeSlots({ ...rules, ...ruleOver }, { from: date, to: date, now: Date.parse(date) - 86_400_000, closures: [], booked: new Map(), ...over });
  return only!.slots;
}

describe('free slots', () => {
  it('follows the office hours table: weekdays 10am-7pm, Saturday 10am-5pm, Sunday 11am-4pm (Detroit)', () => {
    const monday = day('2026-02-02');
    expect(monday).toHaveLength(18);
    expect(iso(monday[0]!.startsAt)).toBe('2026-02-02T15:00:00.000Z');
    expect(iso(monday.at(-1)!.startsAt)).toBe('2026-02-02T23:30:00.000Z');
    const saturday = day('2026-02-07');
    expect(saturday).toHaveLength(14);
    expect(iso(saturday.at(-1)!.startsAt)).toBe('2026-02-07T21:30:00.000Z');
    const sunday = day('2026-02-08');
    expect(sunday).toHaveLength(10);
    expect(iso(sunday[0]!.startsAt)).toBe('2026-02-08T16:00:00.000Z');
  });

  it('uses Eastern Daylight Time from 8 March 2026 (clocks go forward that Sunday at 2am)', () => {
    expect(iso(day('2026-03-07')[0]!.startsAt)).toBe('2026-03-07T15:00:00.000Z'); // Sat 10:00 EST
    const sunday = day('2026-03-08');
    expect(iso(sunday[0]!.startsAt)).toBe('2026-03-08T15:00:00.000Z'); // Sun 11:00 EDT
    expect(iso(sunday.at(-1)!.startsAt)).toBe('2026-03-08T19:30:00.000Z'); // Sun 15:30 EDT
    expect(sunday).toHaveLength(10);
  });

  it('goes back to Eastern Standard Time on 1 November 2026', () => {
    expect(iso(day('2026-10-31')[0]!.startsAt)).toBe('2026-10-31T14:00:00.000Z'); // Sat 10:00 EDT
    const sunday = day('2026-11-01');
    expect(iso(sunday[0]!.startsAt)).toBe('2026-11-01T16:00:00.000Z'); // Sun 11:00 EST
    expect(sunday).toHaveLength(10);
  });

  it('keeps the minimum notice: nothing earlier than two hours from now', () => {
    const now = Date.parse('2026-02-02T15:10:00Z'); // Monday 10:10 in Detroit
    const slots = day('2026-02-02', { now });
    expect(iso(slots[0]!.startsAt)).toBe('2026-02-02T17:30:00.000Z'); // 12:30, the first start at least 2 h away
  });

  it('offers nothing beyond the horizon', () => {
    const now = Date.parse('2026-02-02T17:00:00Z'); // Monday noon in Detroit
    const days = freeSlots(rules, { from: '2026-02-02', to: '2026-04-10', now, closures: [], booked: new Map() });
    const lastDay = days.filter((d) => d.slots.length > 0).at(-1)!;
    expect(lastDay.date).toBe('2026-04-03'); // 60 days later, across the change to daylight time
    expect(iso(lastDay.slots.at(-1)!.startsAt)).toBe('2026-04-03T17:00:00.000Z'); // 1pm EDT = noon EST + 60 x 24 h
    expect(days.at(-1)).toEqual({ date: '2026-04-10', slots: [] });
  });

  it('counts bookings against the capacity: a full time disappears, a half-full one shows what is left', () => {
    const full = Date.parse('2026-02-02T15:00:00Z');
    const half = Date.parse('2026-02-02T15:30:00Z');
    const slots = day('2026-02-02', {
      booked: new Map([
        [full, 2],
        [half, 1],
      ]),
    });
    expect(slots.find((s) => s.startsAt === full)).toBeUndefined();
    expect(slots.find((s) => s.startsAt === half)?.remaining).toBe(1);
    expect(slots[1]?.remaining).toBe(2);
  });

  it('leaves out closed periods: part of a day, and a whole day that stays listed without times', () => {
    const closures = [{ startsAt: Date.parse('2026-02-02T17:00:00Z'), endsAt: Date.parse('2026-02-02T19:00:00Z') }]; // 12:00-14:00
    const slots = day('2026-02-02', { closures });
    expect(slots).toHaveLength(14);
    expect(slots.some((s) => s.startsAt >= closures[0]!.startsAt && s.startsAt < closures[0]!.endsAt)).toBe(false);
    const wholeDay = [{ startsAt: Date.parse('2026-02-03T05:00:00Z'), endsAt: Date.parse('2026-02-04T05:00:00Z') }];
    expect(freeSlots(rules, { from: '2026-02-03', to: '2026-02-03', now: LONG_AGO, closures: wholeDay, booked: new Map() })).toEqual([
      { date: '2026-02-03', slots: [] },
    ]);
  });

  it('checks a single start time against the same rules', () => {
    expect(isBookableStart(rules, Date.parse('2026-02-02T15:00:00Z'), LONG_AGO, [])).toBe(true);
    expect(isBookableStart(rules, Date.parse('2026-02-02T15:10:00Z'), LONG_AGO, [])).toBe(false); // not on the grid
    expect(isBookableStart(rules, Date.parse('2026-02-03T00:00:00Z'), LONG_AGO, [])).toBe(false); // 7pm: closed
  });
});

describe('a remote viewer in another zone', () => {
  it('sees the same instant on their own clock and date', () => {
    const [first] = day('2026-03-09'); // Monday 10:00 in Detroit, after the change
    expect(zoneOffsetMinutes('America/Detroit', first!.startsAt)).toBe(-240);
    expect(zoneOffsetMinutes('America/Los_Angeles', first!.startsAt)).toBe(-420); // 07:00 in California
    expect(zoneOffsetMinutes('Asia/Tokyo', first!.startsAt)).toBe(540);
    expect(zonedDate('Asia/Tokyo', day('2026-03-09').at(-1)!.startsAt)).toBe('2026-03-10'); // 18:30 Detroit is the next morning in Tokyo
  });
});
