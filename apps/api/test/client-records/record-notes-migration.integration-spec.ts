import { DataSource } from 'typeorm';
import { RecordNotes1795000004500 } from '../../src/platform/database/migrations/1795000004500-record-notes';
import { sql } from '../support/sql';
import { createTestDatabase } from '../support/test-database';

/** The former single internal note becomes each record's first note ('earlier', author unknown); empty ones do not. */
describe('migration 1795000004500: internal notes become the first entry of each record’s notes', () => {
  it('copies each non-empty internal_note as an earlier note dated at the record’s last change, and nothing else', async () => {
    const db = await createTestDatabase();
    const source = new DataSource({ type: 'postgres', url: db.url, extra: { max: 1 } });
    await source.initialize();
    const runner = source.createQueryRunner();
    try {
      const migration = new RecordNotes1795000004500();
      await migration.down(runner);
      const insert = (reference: string, note: string | null) =>
        sql<{ id: string; updated_at: Date }>(
          db.url,
          `INSERT INTO contact_messages (reference, name, email, office, message, internal_note, updated_at)
           VALUES ($1, 'Ada', 'ada@example.com', 'dearborn', 'Hello', $2, '2026-11-20T15:00:00Z') RETURNING id, updated_at`,
          [reference, note],
        );
      const [noted] = await insert('HC-MIGR-0001', 'Called twice; prefers email.');
      await insert('HC-MIGR-0002', '   ');
      await insert('HC-MIGR-0003', null);
      const [group] = await sql<{ id: string }>(
        db.url,
        `INSERT INTO group_registrations (reference, organization, contact_name, email, phone, group_size, office, internal_note)
         VALUES ('HG-MIGR-0001', 'Union', 'Grace', 'grace@example.com', '(734) 555-0100', 12, 'ypsilanti', 'Invoice the union') RETURNING id`,
      );
      await migration.up(runner);
      const notes = await sql<Record<string, unknown>>(
        db.url,
        `SELECT record_kind, record_id, type, body, author_user_id, created_at FROM record_notes ORDER BY record_kind`,
      );
      expect(notes).toEqual([
        {
          record_kind: 'contact-messages',
          record_id: noted!.id,
          type: 'earlier',
          body: 'Called twice; prefers email.',
          author_user_id: null,
          created_at: noted!.updated_at,
        },
        {
          record_kind: 'group-registrations',
          record_id: group!.id,
          type: 'earlier',
          body: 'Invoice the union',
          author_user_id: null,
          created_at: expect.any(Date),
        },
      ]);
      // The old column stays for a release: a rollback loses nothing.
      expect(await sql(db.url, `SELECT internal_note FROM contact_messages WHERE id = $1`, [noted!.id])).toEqual([
        { internal_note: 'Called twice; prefers email.' },
      ]);
    } finally {
      await runner.release();
      await source.destroy();
      await db.drop();
    }
  });
});
