import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A durable note, on local disk, that the SMTP server accepted an outbox message, written before the database is
 * told. A process killed between the two leaves the note behind, and the next worker to start on this VAR_DIR
 * marks the message sent instead of sending it again when its claim runs out. One empty file per message, named
 * after the database and the outbox id, so processes sharing the directory never disturb each other.
 */
export class MailAcceptanceJournal {
  constructor(private readonly dir: string) {}

  /** Synchronous on purpose: nothing else runs between the SMTP server's answer and this note reaching the disk. */
  note(database: string, id: string): void {
    const file = this.fileOf(database, id);
    try {
      closeSync(openSync(file, 'w', 0o600));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      // No directory yet (the first note on this VAR_DIR): made here rather than checked on every note.
      mkdirSync(this.dir, { recursive: true, mode: 0o700 });
      closeSync(openSync(file, 'w', 0o600));
    }
    const dir = openSync(this.dir, 'r');
    try {
      fsyncSync(dir); // the new directory entry, which is what the next start reads
    } finally {
      closeSync(dir);
    }
  }

  forget(database: string, id: string): void {
    rmSync(this.fileOf(database, id), { force: true });
  }

  /** Outbox ids of this database noted as accepted and not yet recorded in it. */
  noted(database: string): string[] {
    const prefix = `${safe(database)}-`;
    let names: string[];
    try {
      names = readdirSync(this.dir);
    } catch {
      return [];
    }
    return names.filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length))).map((name) => name.slice(prefix.length));
  }

  private fileOf(database: string, id: string): string {
    return join(this.dir, `${safe(database)}-${id}`);
  }
}

const safe = (database: string) => database.replace(/[^A-Za-z0-9_.]/g, '_');
