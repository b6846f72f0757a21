import { csvCell, csvLine } from './csv-cell';
import { csvColumns, csvHeaderOf } from './csv-export';

describe('csvCell', () => {
  it('escapes cells a spreadsheet would run as formulas', () => {
    expect(['=1+1', '+CMD', '-2', '@SUM(A1)', '\tx'].map(csvCell)).toEqual(["'=1+1", "'+CMD", "'-2", "'@SUM(A1)", "'\tx"]);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it('quotes commas, quotes and line breaks, and leaves plain text and numbers alone', () => {
    expect(csvCell('Smith, Jane')).toBe('"Smith, Jane"');
    expect(csvCell('a "quoted" word')).toBe('"a ""quoted"" word"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
  });

  it('ends lines with CRLF', () => {
    expect(csvLine(['a', 'b,c'])).toBe('a,"b,c"\r\n');
  });
});

describe('csvColumns', () => {
  it('heads each field as people read it, unless the list words it otherwise', () => {
    expect(['reference', 'internalNote', 'createdAt', 'rewardCents', 'paymentStatus'].map(csvHeaderOf)).toEqual([
      'Reference',
      'Internal note',
      'Created',
      'Reward (dollars)',
      'Payment status',
    ]);
    const columns = csvColumns<{ amount: number; paidAt: string }>(['amount', 'paidAt'], { amount: 'Amount (dollars)' }, { amount: 'dollars' });
    expect(columns.map((c) => [c.header, c.value({ amount: 1250, paidAt: '2026-01-02' })])).toEqual([
      ['Amount (dollars)', '12.50'],
      ['Paid', '2026-01-01 19:00 -05:00'],
    ]);
  });
});
