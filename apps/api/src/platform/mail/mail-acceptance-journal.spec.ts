import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MailAcceptanceJournal } from './mail-acceptance-journal';

describe('MailAcceptanceJournal', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'journal-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('makes its directory on the first note (owner only), lists notes per database and forgets them', () => {
    const dir = join(root, 'mail-accepted');
    const journal = new MailAcceptanceJournal(dir);
    expect(journal.noted('huron')).toEqual([]);
    journal.note('huron', '41');
    journal.note('huron', '42');
    journal.note('other/db', '7');
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(journal.noted('huron').sort()).toEqual(['41', '42']);
    expect(journal.noted('other/db')).toEqual(['7']);
    journal.forget('huron', '41');
    expect(journal.noted('huron')).toEqual(['42']);
  });

  it('makes the directory again when it was removed after an earlier note', () => {
    const dir = join(root, 'mail-accepted');
    const journal = new MailAcceptanceJournal(dir);
    journal.note('huron', '1');
    rmSync(dir, { recursive: true });
    journal.note('huron', '2');
    expect(readdirSync(dir)).toEqual(['huron-2']);
  });

  it('a second journal on the same directory (a restart) reads what the first noted', () => {
    const dir = join(root, 'mail-accepted');
    new MailAcceptanceJournal(dir).note('huron', '9');
    expect(new MailAcceptanceJournal(dir).noted('huron')).toEqual(['9']);
  });
});
