import { DataSource } from 'typeorm';
import { MailDeliveryJobs1795000047000 } from '../../src/platform/database/migrations/1795000047000-mail-delivery-jobs';
import { sql } from '../support/sql';
import { createTestDatabase } from '../support/test-database';

/** Every message the outbox's own worker had not sent becomes a `mail:deliver` job with its delivery state; sent ones do not. */
describe('migration 1795000047000: mail delivery becomes jobs of platform/jobs', () => {
  it('gives each unsent message a delivery job carrying its attempts, next try and last error, and back on down()', async () => {
    const db = await createTestDatabase();
    const source = new DataSource({ type: 'postgres', url: db.url, extra: { max: 1 } });
    await source.initialize();
    const runner = source.createQueryRunner();
    try {
      const migration = new MailDeliveryJobs1795000047000();
      await migration.down(runner);
      const rows = await sql<{ id: string; kind: string }>(
        db.url,
        `INSERT INTO mail_outbox (kind, content, status, attempts, next_attempt_at, locked_until, last_error, not_before) VALUES
           ('due', 'c', 'pending', 0, now() - interval '1 minute', NULL, NULL, now()),
           ('retrying', 'c', 'pending', 2, '2030-01-01T00:00:00Z', NULL, 'Error ECONNECTION', now()),
           ('claimed', 'c', 'sending', 1, now(), now() + interval '1 minute', NULL, now()),
           ('failed', 'c', 'failed', 8, now(), NULL, 'Error EENVELOPE 550', now()),
           ('sent', '', 'sent', 1, now(), NULL, NULL, now()),
           ('scheduled', 'c', 'pending', 0, now(), NULL, NULL, '2031-06-01T12:00:00Z')
         RETURNING id::text, kind`,
      );
      const idOf = (kind: string) => rows.find((row) => row.kind === kind)!.id;

      await migration.up(runner);
      const jobs = await sql<{ name: string; kind: string; run_at: Date; attempts: number; last_error: string | null; locked_by: string | null }>(
        db.url,
        `SELECT name, kind, run_at, attempts, last_error, locked_by FROM scheduled_jobs WHERE kind = 'mail:deliver' ORDER BY name`,
      );
      const jobOf = (kind: string) => jobs.find((job) => job.name === `mail:deliver/${idOf(kind)}`);
      expect(jobs).toHaveLength(5);
      expect(jobOf('sent')).toBeUndefined();
      expect(jobOf('due')).toMatchObject({ attempts: 0, last_error: null, locked_by: null });
      expect(jobOf('due')!.run_at.getTime()).toBeLessThan(Date.now());
      expect(jobOf('retrying')).toMatchObject({ attempts: 2, last_error: 'Error ECONNECTION', run_at: new Date('2030-01-01T00:00:00Z') });
      expect(jobOf('claimed')).toMatchObject({ attempts: 1, locked_by: null }); // a worker of the old version held it: tried again
      expect(jobOf('failed')).toMatchObject({ attempts: 8, last_error: 'Error EENVELOPE 550', run_at: Infinity });
      expect(jobOf('scheduled')).toMatchObject({ run_at: new Date('2031-06-01T12:00:00Z') });
      expect(await sql(db.url, `SELECT kind, status FROM mail_outbox ORDER BY id`)).toEqual(
        ['due', 'retrying', 'claimed', 'failed', 'sent', 'scheduled'].map((kind) => ({ kind, status: kind === 'sent' ? 'sent' : 'pending' })),
      );

      await migration.down(runner);
      expect(await sql(db.url, `SELECT kind, status, attempts, last_error FROM mail_outbox WHERE kind IN ('retrying', 'failed') ORDER BY id`)).toEqual([
        { kind: 'retrying', status: 'pending', attempts: 2, last_error: 'Error ECONNECTION' },
        { kind: 'failed', status: 'failed', attempts: 8, last_error: 'Error EENVELOPE 550' },
      ]);
      expect(await sql(db.url, `SELECT name FROM scheduled_jobs WHERE kind = 'mail:deliver'`)).toEqual([]);
      await migration.up(runner); // leaves the database as the app expects it
    } finally {
      await runner.release();
      await source.destroy();
      await db.drop();
    }
  });
});
