import { detroitLocalToIso, detroitToday, dollarsToCents, isoToDetroitLocal } from './detroit-time';

describe('Detroit wall-clock time', () => {
  it('reads typed times as Detroit time in winter and summer', () => {
    expect(detroitLocalToIso('2026-01-15T09:30')).toBe('2026-01-15T14:30:00.000Z');
    expect(detroitLocalToIso('2026-07-15T09:30')).toBe('2026-07-15T13:30:00.000Z');
    expect(detroitLocalToIso('not a time')).toBeNull();
  });
  it('shows instants as Detroit wall-clock values, round trip', () => {
    expect(isoToDetroitLocal('2026-01-15T14:30:00.000Z')).toBe('2026-01-15T09:30');
    expect(isoToDetroitLocal(detroitLocalToIso('2026-11-02T16:00')!)).toBe('2026-11-02T16:00');
  });
});

describe('dollarsToCents', () => {
  it('turns typed dollars into cents and refuses anything else', () => {
    expect(dollarsToCents('35')).toBe(3500);
    expect(dollarsToCents('$1,234.5')).toBe(123450);
    expect(dollarsToCents('0.07')).toBe(7);
    expect(dollarsToCents('12.345')).toBeNull();
    expect(dollarsToCents('-5')).toBeNull();
    expect(dollarsToCents('')).toBeNull();
  });
});

describe('detroitToday', () => {
  it("answers Detroit's date and the Monday of its week", () => {
    expect(detroitToday(new Date('2026-11-26T03:00:00Z'))).toEqual({ today: '2026-11-25', monday: '2026-11-23' });
    expect(detroitToday(new Date('2026-11-23T15:00:00Z'))).toEqual({ today: '2026-11-23', monday: '2026-11-23' });
    expect(detroitToday(new Date('2026-11-29T15:00:00Z'))).toEqual({ today: '2026-11-29', monday: '2026-11-23' });
  });
});
