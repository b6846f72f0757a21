import { displayName } from './display-name';

describe('displayName', () => {
  it('drops paths, control and bidi characters, quotes and backslashes; caps the length keeping the extension', () => {
    expect(displayName('C:\\Users\\dana\\W-2 2025.pdf')).toBe('W-2 2025.pdf');
    expect(displayName('../../etc/passwd')).toBe('passwd');
    expect(displayName('inv\u202eoice"\u0007.pdf')).toBe('invoice.pdf');
    expect(displayName('')).toBe('document');
    const long = displayName(`${'a'.repeat(300)}.docx`);
    expect(long).toHaveLength(120);
    expect(long.endsWith('.docx')).toBe(true);
  });
});
