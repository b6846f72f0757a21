import { buildFeed, detroitLocal, detroitOffsetMinutes, escapeText, fold } from './ics-feed';

const event = {
  uid: 'staff-appointment-1@hurontax.example',
  sequence: 2,
  status: 'CONFIRMED' as const,
  stamp: new Date('2026-11-20T12:00:00Z'),
  summary: 'Individual tax return: Dana Client (HB-1)',
  description: 'Reference: HB-1\nPhone: (313) 555-0199',
  location: '123 Main St, Dearborn, MI 48126',
};

describe('staff calendar feed (iCalendar)', () => {
  it('writes Detroit wall-clock times on both sides of the daylight-saving change', () => {
    expect(detroitLocal(new Date('2026-07-01T14:00:00Z'))).toBe('20260701T100000'); // EDT, UTC-4
    expect(detroitLocal(new Date('2026-12-01T15:00:00Z'))).toBe('20261201T100000'); // EST, UTC-5
    expect(detroitLocal(new Date('2026-11-01T05:30:00Z'))).toBe('20261101T013000'); // the repeated hour, first pass
  });

  it('agrees with the time-zone database for every hour of the months that change, 2026 to 2030', () => {
    const zone = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Detroit', timeZoneName: 'shortOffset' });
    const disagreements: string[] = [];
    for (let year = 2026; year <= 2030; year++) {
      for (const month of [0, 2, 6, 10]) {
        for (let t = Date.UTC(year, month, 1); t < Date.UTC(year, month + 1, 1); t += 3_600_000) {
          const name = zone.formatToParts(new Date(t)).find((p) => p.type === 'timeZoneName')!.value; // GMT-4 or GMT-5
          const expected = Number(name.replace('GMT', '')) * 60;
          if (detroitOffsetMinutes(new Date(t)) !== expected) disagreements.push(new Date(t).toISOString());
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('carries the VTIMEZONE, TZID times, SEQUENCE and a CANCELLED status, with CRLF line ends', () => {
    const doc = buildFeed({
      productId: '-//Test//EN',
      name: 'Appointments',
      events: [
        { ...event, start: new Date('2026-12-01T15:00:00Z'), end: new Date('2026-12-01T16:00:00Z') },
        {
          ...event,
          uid: 'staff-appointment-2@x',
          status: 'CANCELLED',
          sequence: 3,
          start: new Date('2026-12-02T15:00:00Z'),
          end: new Date('2026-12-02T16:00:00Z'),
        },
      ],
    });
    expect(doc.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const lines = doc.replace(/\r\n /g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('TZID:America/Detroit');
    expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU');
    expect(lines).toContain('DTSTART;TZID=America/Detroit:20261201T100000');
    expect(lines).toContain('DTEND;TZID=America/Detroit:20261201T110000');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('SUMMARY:Cancelled: Individual tax return: Dana Client (HB-1)');
    expect(lines).toContain('DESCRIPTION:Reference: HB-1\\nPhone: (313) 555-0199');
    expect(lines).toContain('LOCATION:123 Main St\\, Dearborn\\, MI 48126');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('escapes text so a value cannot start a new property', () => {
    expect(escapeText('a;b,c\\d\r\nSTATUS:CANCELLED')).toBe('a\\;b\\,c\\\\d\\nSTATUS:CANCELLED');
  });

  it('folds long lines without splitting a character', () => {
    const folded = fold(`SUMMARY:${'é'.repeat(60)}`);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'é'.repeat(60)}`);
  });
});
