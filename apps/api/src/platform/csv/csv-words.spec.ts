import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CSV_NO, CSV_YES } from './csv-format';
import { CSV_WORDS } from './csv-words';

// The API's build does not carry the catalogue (it stays web-only): the words CSV exports write must be its words,
// as the back office shows them (libs/web/feature-admin/src/kinds/code-words.ts names the same messages).
const catalogue = JSON.parse(readFileSync(join(__dirname, '../../../../../libs/shared/i18n/messages/en.json'), 'utf8')) as Record<string, string>;

describe('CSV_WORDS', () => {
  it("holds only the catalogue's words", () => {
    const words = new Set(Object.values(catalogue));
    const strays = [...Object.values(CSV_WORDS).flatMap((group: Record<string, string>) => Object.values(group)), CSV_YES, CSV_NO].filter(
      (word) => !words.has(word),
    );
    expect(strays).toEqual([]);
  });

  it('names every status, office and filing status the API stores', () => {
    expect(Object.keys(CSV_WORDS.status)).toEqual(expect.arrayContaining(['new', 'in_progress', 'done', 'spam', 'pending', 'partially_refunded', 'no_show']));
    expect(Object.keys(CSV_WORDS.office)).toEqual(['dearborn', 'ypsilanti', 'ann-arbor', 'remote']);
    expect(Object.keys(CSV_WORDS.filingStatus)).toHaveLength(5);
  });
});
