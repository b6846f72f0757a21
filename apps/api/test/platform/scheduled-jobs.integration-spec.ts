import { call, contact, freeTimes } from '../booking/booking-helpers';
import { lockWaitOn, openLockHolder } from '../support/lock-waits';
import { startApiProcess, type ApiProcess } from '../support/api-process';
import { sql } from '../support/sql';
import { createTestDatabase } from '../support/test-database';
import { waitUntil } from '../support/wait-until';

interface JobRow {
  run_at: Date;
  locked_by: string | null;
  last_run_by: string | null;
  last_finished_at: Date | null;
}

const POLL = { JOBS_POLL_INTERVAL_SECONDS: '1' };

/** Real API processes (the production entry point) on one database, each looking for due jobs every second. */
describe('scheduled jobs across API processes', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: ApiProcess | undefined;
  let second: ApiProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    [first, second] = await Promise.all([startApiProcess({ DATABASE_URL: database.url, ...POLL }), startApiProcess({ DATABASE_URL: database.url, ...POLL })]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await database.drop();
  });

  const job = async (name: string) =>
    (await sql<JobRow>(database.url, 'SELECT run_at, locked_by, last_run_by, last_finished_at FROM scheduled_jobs WHERE name = $1', [name]))[0];
  const makeDue = (name: string) => sql(database.url, `UPDATE scheduled_jobs SET run_at = now() - interval '1 second' WHERE name = $1`, [name]);
  /** Makes `name` due and resolves with the process that ran it once it has finished. */
  const runOnce = async (name: string) => {
    const before = (await job(name))?.last_finished_at?.getTime() ?? 0;
    await makeDue(name);
    const done = await waitUntil(
      `${name} to run`,
      () => job(name),
      (row) => (row?.last_finished_at?.getTime() ?? 0) > before && row?.locked_by === null,
      20_000,
    );
    return done!.last_run_by!;
  };

  it('a job one process has leased is not run by the other while it runs, though the other keeps taking due jobs', async () => {
    await waitUntil(
      'both processes to schedule their jobs',
      () => sql(database.url, 'SELECT name FROM scheduled_jobs'),
      (rows) => rows.length >= 4,
      20_000,
    );
    const holder = await openLockHolder(database.url);
    let runner: string | null = null;
    await holder.query('LOCK TABLE rate_limit_counters IN ACCESS EXCLUSIVE MODE'); // the sweep will wait here, still leased
    try {
      await makeDue('rate-limit:sweep');
      expect(await lockWaitOn(database.url, holder).waiting).toMatch(/^DELETE FROM rate_limit_counters/);
      runner = (await job('rate-limit:sweep'))!.locked_by;
      expect(runner).toEqual(expect.any(String));

      // The other process leases the idempotency sweep in the same statement that finds the rate-limit sweep due: it takes one, not the other.
      expect(await runOnce('idempotency:sweep')).not.toBe(runner);
      const waitingSweeps = await sql<{ count: number }>(
        database.url,
        `SELECT count(*)::int AS count FROM pg_stat_activity WHERE query LIKE 'DELETE FROM rate_limit_counters%' AND wait_event_type = 'Lock'`,
      );
      expect(waitingSweeps).toEqual([{ count: 1 }]);
      expect((await job('rate-limit:sweep'))!.locked_by).toBe(runner);
    } finally {
      await holder.release();
    }
    const finished = await waitUntil(
      'the leased sweep to finish',
      () => job('rate-limit:sweep'),
      (row) => row?.locked_by === null,
      20_000,
    );
    expect(finished!.last_run_by).toBe(runner);
    expect(finished!.run_at.getTime()).toBeGreaterThan(Date.now() + 3000 * 1000); // next run an hour on
  });

  it('the schedule survives a restart: a job that fell due while no process ran runs after one starts, and no other is moved', async () => {
    await Promise.all([first?.close(), second?.close()]);
    first = second = undefined;
    const uploadsBefore = (await job('uploads:sweep-unclaimed'))!.run_at.getTime();
    await sql(
      database.url,
      `INSERT INTO rate_limit_counters (key, window_start, window_seconds, hits) VALUES ('restart-ended', now() - interval '2 hours', 300, 3)`,
    );
    await makeDue('rate-limit:sweep');

    first = await startApiProcess({ DATABASE_URL: database.url, ...POLL });
    await waitUntil(
      'the due sweep to run after the restart',
      () => sql(database.url, `SELECT key FROM rate_limit_counters WHERE key = 'restart-ended'`),
      (rows) => rows.length === 0,
      20_000,
    );
    expect((await job('uploads:sweep-unclaimed'))!.run_at.getTime()).toBe(uploadsBefore);
  });

  it('a one-off job (a booking reminder) runs once when due, in one of two processes, and its work commits with its removal', async () => {
    second = await startApiProcess({ DATABASE_URL: database.url, ...POLL });
    const [startsAt] = await freeTimes(first!.baseUrl, 'remote');
    const booked = await call(first!.baseUrl, 'POST', '/booking/appointments', {
      body: { ...contact('one-off@example.com'), office: 'remote', service: 'tax-problem', startsAt },
    });
    expect(booked.status).toBe(201);
    const name = `mail:send-later/booking-reminder:${String(booked.body['id'])}`;
    const [row] = await sql<{ kind: string; run_at: Date; payload: string }>(database.url, 'SELECT kind, run_at, payload FROM scheduled_jobs WHERE name = $1', [
      name,
    ]);
    expect(row).toMatchObject({ kind: 'mail:send-later', run_at: new Date(Date.parse(startsAt!) - 86_400_000) });
    expect(row!.payload).not.toContain('one-off@example.com'); // sealed at rest

    await makeDue(name); // both processes look every second
    await waitUntil(
      'the reminder job to run',
      () => sql(database.url, 'SELECT 1 FROM scheduled_jobs WHERE name = $1', [name]),
      (rows) => rows.length === 0,
      20_000,
    );
    const reminders = () => sql<{ count: number }>(database.url, `SELECT count(*)::int AS count FROM mail_outbox WHERE kind = 'booking.reminder'`);
    expect(await reminders()).toEqual([{ count: 1 }]);
    await runOnce('idempotency:sweep'); // a later poll of both processes has passed: still one
    expect(await reminders()).toEqual([{ count: 1 }]);
  });
});
