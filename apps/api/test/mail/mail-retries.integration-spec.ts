import { JobScheduler } from '../../src/platform/jobs';
import { MailWorker } from '../../src/platform/mail/mail-worker.service';
import { MAIL_SEAL_PURPOSE, MailService } from '../../src/platform/mail/mail.service';
import { SecretBox } from '../../src/platform/security/secret-box';
import { FAST_AUTH_ENV } from '../support/auth-test-app';
import { lockWaitOn, openLockHolder } from '../support/lock-waits';
import { ScriptedSmtpSink } from '../support/scripted-smtp-sink';
import { sql } from '../support/sql';
import { startTestApp, type TestApp } from '../support/test-app';
import { waitUntil } from '../support/wait-until';

interface DeliveryRow {
  /** pending (waiting for its next try), failed (given up: run_at infinity), sending (leased) or sent (its job gone). */
  status: string;
  /** The job's attempts so far; null once delivered (the job is gone). */
  attempts: number | null;
  last_error: string | null;
  /** The job's run_at lies within [before + back-off, after + back-off] for the database's own clock. */
  backoff_as_expected: boolean;
}

/** Time is moved by editing the delivery job's row (run_at, locked_until), never waited for. */
describe('mail delivery retries (mail:deliver jobs of platform/jobs)', () => {
  let sink: ScriptedSmtpSink;
  let t: TestApp;
  let worker: MailWorker;
  const dbNow = async () => (await sql<{ now: string }>(t.database.url, 'SELECT clock_timestamp()::text AS now'))[0]!.now;
  const makeDue = (id: string) => sql(t.database.url, `UPDATE scheduled_jobs SET run_at = now() WHERE name = $1`, [`mail:deliver/${id}`]);
  const rowOf = async (id: string, window: { before: string; after: string; seconds: number } = { before: 'epoch', after: 'epoch', seconds: 0 }) =>
    (
      await sql<DeliveryRow>(
        t.database.url,
        `SELECT CASE WHEN o.status = 'sent' THEN 'sent' WHEN j.run_at = 'infinity' THEN 'failed' WHEN j.locked_until > now() THEN 'sending' ELSE 'pending' END AS status,
           j.attempts, j.last_error,
           coalesce(j.run_at BETWEEN $2::timestamptz + make_interval(secs => $4) AND $3::timestamptz + make_interval(secs => $4), false) AS backoff_as_expected
         FROM mail_outbox o LEFT JOIN scheduled_jobs j ON j.name = 'mail:deliver/' || o.id WHERE o.id = $1`,
        [id, window.before, window.after, window.seconds],
      )
    )[0]!;
  const enqueue = async (to: string) => {
    await t.app.get(MailService).enqueue({ kind: 'test.retry', to, subject: `to ${to}`, text: 'x' });
    return (await sql<{ id: string }>(t.database.url, `SELECT max(id)::text AS id FROM mail_outbox`))[0]!.id;
  };

  beforeAll(async () => {
    sink = await ScriptedSmtpSink.start();
    // The scheduler runs when the test drains it or a NOTIFY arrives; the slow poll never interferes.
    t = await startTestApp({ ...FAST_AUTH_ENV, SMTP_URL: sink.url, JOBS_POLL_INTERVAL_SECONDS: '3600' });
    worker = t.app.get(MailWorker);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('a refused message is retried with doubling back-off (30 s up to 1920 s) and its job failed after the 8th attempt', async () => {
    const to = 'busy.mailbox@example.com';
    sink.reject(to, { code: 451, text: `4.2.1 mailbox ${to} is busy, try later` });
    const backoffs = [30, 60, 120, 240, 480, 960, 1920, null];
    let id = '';
    for (const [index, seconds] of backoffs.entries()) {
      const before = await dbNow();
      if (index === 0) id = await enqueue(to);
      else await makeDue(id);
      await worker.drain();
      const after = await dbNow();
      expect({ attempt: index + 1, ...(await rowOf(id, { before, after, seconds: seconds ?? 0 })) }).toEqual({
        attempt: index + 1,
        status: seconds === null ? 'failed' : 'pending',
        attempts: index + 1,
        last_error: expect.stringContaining('451'),
        backoff_as_expected: seconds !== null, // a failed job's run_at is infinity
      });
    }
    await worker.drain();
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 8 });
    expect(sink.attempts.filter((a) => a.to.includes(to))).toHaveLength(8);
    expect(sink.accepted.filter((m) => m.to.includes(to))).toEqual([]);
  });

  it('a permanent refusal (5xx to the message) fails at once: no retry can change it', async () => {
    const to = 'no.such.user@example.com';
    sink.reject(to, { code: 550, text: '5.1.1 no such user here' });
    const id = await enqueue(to);
    await worker.drain();
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 1, last_error: expect.stringContaining('550') });
    await worker.drain();
    expect(sink.attempts.filter((a) => a.to.includes(to))).toHaveLength(1);
  });

  it('last_error keeps the SMTP reply code but never the address the server quoted; a later attempt delivers', async () => {
    const to = 'quoted.address@example.com';
    sink.reject(to, { code: 452, text: `4.2.2 <${to}>: mailbox full` });
    const id = await enqueue(to);
    await worker.drain();
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringContaining('452') });
    expect(failed.last_error).not.toContain('quoted.address');
    expect(failed.last_error).not.toContain('example.com');

    sink.accept(to);
    await makeDue(id);
    await worker.drain();
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: null });
    expect(sink.attempts.filter((a) => a.to.includes(to))).toHaveLength(2);
    expect(sink.accepted.filter((m) => m.to.includes(to)).map((m) => m.subject)).toEqual([`to ${to}`]);
  });

  it('a message whose delivery job a process leased and died with is left alone while the lease runs, then sent by another', async () => {
    const to = 'orphaned@example.com';
    const content = t.app.get(SecretBox).seal(MAIL_SEAL_PURPOSE, JSON.stringify({ kind: 'test.lease', to, subject: 'orphaned', text: 'x' }));
    // The state a scheduler's claim leaves behind (the job leased, one attempt, a minute's lease) when its process dies.
    const [{ id }] = (await sql<{ id: string }>(t.database.url, `INSERT INTO mail_outbox (kind, content) VALUES ('test.lease', $1) RETURNING id::text`, [
      content,
    ])) as [{ id: string }];
    await sql(
      t.database.url,
      `INSERT INTO scheduled_jobs (name, kind, run_at, attempts, locked_by, locked_until) VALUES ($1, 'mail:deliver', now(), 1, 'dead-process', now() + interval '1 minute')`,
      [`mail:deliver/${id}`],
    );
    await worker.drain();
    expect(await rowOf(id)).toMatchObject({ status: 'sending', attempts: 1 });
    expect(sink.attempts.filter((a) => a.to.includes(to))).toEqual([]);

    await sql(t.database.url, `UPDATE scheduled_jobs SET locked_until = now() - interval '1 second' WHERE name = $1`, [`mail:deliver/${id}`]);
    await worker.drain();
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: null });
    expect(sink.accepted.filter((m) => m.to.includes(to)).map((m) => m.subject)).toEqual(['orphaned']);
  });

  it('a periodic job stuck on a lock does not hold up mail delivery in the same process (one mechanism, two lanes)', async () => {
    const to = 'not.held.up@example.com';
    const holder = await openLockHolder(t.database.url);
    await holder.query('LOCK TABLE rate_limit_counters IN ACCESS EXCLUSIVE MODE'); // the sweep will wait here
    let draining: Promise<void> | undefined;
    try {
      await sql(t.database.url, `UPDATE scheduled_jobs SET run_at = now() - interval '1 second' WHERE name = 'rate-limit:sweep'`);
      const watch = lockWaitOn(t.database.url, holder);
      draining = t.app.get(JobScheduler).drain();
      expect(await watch.waiting).toMatch(/^DELETE FROM rate_limit_counters/);
      await enqueue(to); // its NOTIFY wakes the one-off lane while the sweep still waits
      await waitUntil(
        'the mail to be accepted while the sweep waits',
        async () => sink.accepted.filter((m) => m.to.includes(to)).length,
        (n) => n === 1,
      );
      expect(await sql(t.database.url, `SELECT locked_by IS NOT NULL AS leased FROM scheduled_jobs WHERE name = 'rate-limit:sweep'`)).toEqual([
        { leased: true },
      ]);
    } finally {
      await holder.release();
    }
    await draining;
  });
});
