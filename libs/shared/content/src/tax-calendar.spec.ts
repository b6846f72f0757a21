import { michiganToday } from './courses';
import { extensionDeadline, filingDeadline, fillTaxDates, taxCalendar, taxDateTokens } from './tax-calendar';

describe('the tax calendar', () => {
  it.each([
    // today, tax year due next, its filing deadline, its extension deadline
    ['2026-01-10', 2025, '2026-04-15', '2026-10-15'],
    ['2026-04-15', 2025, '2026-04-15', '2026-10-15'],
    ['2026-04-16', 2026, '2027-04-15', '2027-10-15'],
    ['2026-11-27', 2026, '2027-04-15', '2027-10-15'],
    ['2027-04-14', 2026, '2027-04-15', '2027-10-15'],
    // April 15, 2028 is a Saturday and Emancipation Day (Sunday the 16th) is observed on Monday the 17th: Tuesday
    ['2027-12-31', 2027, '2028-04-18', '2028-10-16'],
  ])('on %s the next filing deadline is for tax year %d: %s, extended %s', (today, taxYear, filing, extension) => {
    const calendar = taxCalendar(today);
    expect(calendar).toMatchObject({ filingTaxYear: taxYear, filingDeadline: filing, extensionDeadline: extension });
    expect(calendar.filingDeadline >= today).toBe(true);
  });

  it('moves deadlines as the IRS did in past years (weekends, Emancipation Day, Martin Luther King Jr. Day)', () => {
    expect(filingDeadline(2021)).toBe('2022-04-18'); // Emancipation Day observed Friday April 15
    expect(filingDeadline(2022)).toBe('2023-04-18'); // Saturday, then Emancipation Day observed Monday
    expect(filingDeadline(2023)).toBe('2024-04-15');
    expect(extensionDeadline(2021)).toBe('2022-10-17'); // Saturday
    expect(taxCalendar('2023-05-01').estimatedPayments).toEqual(['2023-04-18', '2023-06-15', '2023-09-15', '2024-01-16']); // MLK Day 2024
    expect(taxCalendar('2026-01-10').passThroughDeadline).toBe('2026-03-16'); // a Sunday
  });

  it('lists the estimated payments of the tax year whose last payment is still to come', () => {
    expect(taxCalendar('2026-01-10')).toMatchObject({ estimatedTaxYear: 2025, estimatedPayments: ['2025-04-15', '2025-06-16', '2025-09-15', '2026-01-15'] });
    expect(taxCalendar('2026-01-16')).toMatchObject({ estimatedTaxYear: 2026, estimatedPayments: ['2026-04-15', '2026-06-15', '2026-09-15', '2027-01-15'] });
  });

  it('fills the tokens content uses, and leaves an unknown one visible', () => {
    const calendar = taxCalendar('2026-11-27');
    expect(fillTaxDates('{{filing_tax_year}} returns are due {{filing_deadline}} ({{extension_deadline}} with Form 4868).', calendar)).toBe(
      '2026 returns are due April 15, 2027 (October 15, 2027 with Form 4868).',
    );
    expect(fillTaxDates('Estimates for {{estimated_tax_year}}: {{estimated_payment_dates}}.', calendar)).toBe(
      'Estimates for 2026: April 15, June 15 and September 15, 2026, and January 15, 2027.',
    );
    expect(fillTaxDates('{{filing_deadlin}}', calendar)).toBe('{{filing_deadlin}}');
  });

  it("reads today's date in Michigan, whatever the machine's zone", () => {
    jest.useFakeTimers({ now: new Date('2027-04-16T03:30:00Z') }); // 11:30 PM on April 15 in Detroit
    try {
      expect(taxCalendar(michiganToday()).filingDeadline).toBe('2027-04-15');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('tax dates in Spanish and Arabic', () => {
  const calendar = taxCalendar('2026-11-27');

  it('writes the deadlines in the language of the page, English unchanged', () => {
    expect(taxDateTokens(calendar, 'en').filing_deadline).toBe('April 15, 2027');
    expect(taxDateTokens(calendar, 'es').filing_deadline).toBe('15 de abril de 2027');
    expect(taxDateTokens(calendar, 'ar').filing_deadline).toBe('15 أبريل 2027');
  });

  it('lists the estimated payments with the words of the language', () => {
    expect(taxDateTokens(calendar, 'en').estimated_payment_dates).toBe('April 15, June 15 and September 15, 2026, and January 15, 2027');
    expect(taxDateTokens(calendar, 'es').estimated_payment_dates).toBe('15 de abril, 15 de junio y 15 de septiembre de 2026 y 15 de enero de 2027');
    expect(taxDateTokens(calendar, 'ar').estimated_payment_dates).not.toMatch(/[A-Za-z]/);
  });

  it('fills content in the given language', () => {
    expect(fillTaxDates('vence el {{filing_deadline}}', calendar, 'es')).toBe('vence el 15 de abril de 2027');
  });
});
