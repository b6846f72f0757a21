import { formatAlternatives, formatDate, formatDateTime, formatMoney, formatNumber } from './format';

describe('formatDate', () => {
  it('shows a calendar date as that day, whatever the time zone of the machine', () => {
    expect(formatDate('2026-01-09')).toBe('January 9, 2026');
    expect(formatDate('2026-12-31', 'medium')).toBe('Dec 31, 2026');
  });

  it('shows an instant as the day it is in Detroit', () => {
    // 03:30 UTC on 8 March is still the evening of 7 March in Michigan.
    expect(formatDate('2026-03-08T03:30:00Z')).toBe('March 7, 2026');
    expect(formatDate(new Date('2026-03-08T05:00:00Z'), 'medium')).toBe('Mar 8, 2026');
  });

  it('refuses something that is not a date, naming it', () => {
    expect(() => formatDate('next Tuesday')).toThrow('not a date: next Tuesday');
  });
});

describe('formatDateTime', () => {
  it('follows the switch to daylight saving time in Detroit (2:00 EST became 3:00 EDT on 8 March 2026)', () => {
    expect(formatDateTime('2026-03-08T06:59:00Z')).toBe('Mar 8, 2026, 1:59 AM EST');
    expect(formatDateTime('2026-03-08T07:00:00Z')).toBe('Mar 8, 2026, 3:00 AM EDT');
  });

  it('follows the switch back (2:00 EDT became 1:00 EST on 1 November 2026)', () => {
    expect(formatDateTime('2026-11-01T05:30:00Z')).toBe('Nov 1, 2026, 1:30 AM EDT');
    expect(formatDateTime('2026-11-01T06:30:00Z')).toBe('Nov 1, 2026, 1:30 AM EST');
  });

  it("writes an appointment's time in full, weekday and zone included", () => {
    expect(formatDateTime('2026-12-04T15:00:00Z', 'full')).toBe('Friday, December 4, 2026 at 10:00 AM EST');
  });
});

describe('formatMoney', () => {
  it('turns integer cents into dollars with grouping and two decimals', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(4900)).toBe('$49.00');
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(-250)).toBe('-$2.50');
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatMoney(12.5)).toThrow('cents must be a whole number, got 12.5');
  });
});

describe('formatNumber', () => {
  it('groups thousands and takes Intl options', () => {
    expect(formatNumber(12345.6)).toBe('12,345.6');
    expect(formatNumber(0.456, { style: 'percent' })).toBe('46%');
  });
});

describe('formatAlternatives', () => {
  it('joins choices with "or"', () => {
    expect(formatAlternatives(['PDF', 'DOC', 'DOCX'])).toBe('PDF, DOC, or DOCX');
    expect(formatAlternatives(['PDF'])).toBe('PDF');
  });
});
