import { csvColumns } from './csv-export';
import { csvDollars, csvTime } from './csv-format';

describe('the CSV formatter', () => {
  it('writes times in Detroit with their offset, standard and daylight time', () => {
    // An intake received 7:42 PM EST on Nov 26 (issue 45's example).
    expect(csvTime('2026-11-27T00:42:00Z')).toBe('2026-11-26 19:42 -05:00');
    expect(csvTime(new Date('2026-07-04T16:05:00Z'))).toBe('2026-07-04 12:05 -04:00');
    expect(csvTime(null)).toBe('');
  });

  it('writes cents as dollars', () => {
    expect([123450, 5, 0, -250].map(csvDollars)).toEqual(['1234.50', '0.05', '0.00', '-2.50']);
  });

  it('gives every column its format by field: times, dollars, words for codes, yes and no', () => {
    type Row = {
      createdAt: string;
      rewardCents: number;
      amount: number;
      status: string;
      filingStatus: string;
      service: string;
      office: string;
      paid: boolean;
      note: string;
    };
    const columns = csvColumns<Row>(
      ['createdAt', 'rewardCents', 'amount', 'status', 'filingStatus', 'service', 'office', 'paid', 'note'],
      { amount: 'Amount (dollars)' },
      { amount: 'dollars' },
    );
    const row: Row = {
      createdAt: '2026-11-27T00:42:00.000Z',
      rewardCents: 2500,
      amount: 123450,
      status: 'in_progress',
      filingStatus: 'married_filing_jointly',
      service: 'individual-return',
      office: 'ann-arbor',
      paid: true,
      note: 'in_progress stays as typed',
    };
    expect(columns.map((column) => column.header)).toEqual([
      'Created',
      'Reward (dollars)',
      'Amount (dollars)',
      'Status',
      'Filing status',
      'Service',
      'Office',
      'Paid',
      'Note',
    ]);
    expect(columns.map((column) => column.value(row))).toEqual([
      '2026-11-26 19:42 -05:00',
      '25.00',
      '1234.50',
      'In progress',
      'Married filing jointly',
      'Individual tax return',
      'Ann Arbor',
      'Yes',
      'in_progress stays as typed',
    ]);
  });
});
