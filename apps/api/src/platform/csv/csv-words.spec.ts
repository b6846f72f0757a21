import { CODE_WORDS, m } from '@huron/shared/i18n';
import { CSV_NO, CSV_YES } from './csv-format';
import { CSV_WORDS } from './csv-words';

describe('CSV_WORDS', () => {
  it("is the catalogue's words for every code (the API's build does not carry the catalogue)", () => {
    const catalogue = Object.fromEntries(
      Object.entries(CODE_WORDS).map(([field, words]) => [field, Object.fromEntries(Object.entries(words).map(([code, word]) => [code, word()]))]),
    );
    expect(CSV_WORDS).toEqual(catalogue);
    expect([CSV_YES, CSV_NO]).toEqual([m.admin_yes(), m.admin_no()]);
  });
});
