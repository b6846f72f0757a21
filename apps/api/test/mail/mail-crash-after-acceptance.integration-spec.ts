import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validContactMessage } from '../intake/intake-http';
import { startApiProcess, stopApiProcess, type ApiProcess } from '../support/api-process';
import { lockWaitOn, openLockHolder } from '../support/lock-waits';
import { ScriptedSmtpSink } from '../support/scripted-smtp-sink';
import { sql } from '../support/sql';
import { createTestDatabase } from '../support/test-database';
import { waitUntil } from '../support/wait-until';

interface Row {
  id: string;
  status: string;
}

/**
 * The API as a real process, killed (SIGKILL) after the SMTP server accepted its mail and before it recorded that:
 * the next process on the same VAR_DIR must not send the mail again, even once the dead worker's claim has run out.
 */
describe('a process killed between the SMTP server accepting a mail and recording it', () => {
  let sink: ScriptedSmtpSink;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: ApiProcess | undefined;
  let second: ApiProcess | undefined;
  const varDir = mkdtempSync(join(tmpdir(), 'huron-mail-crash-'));
  chmodSync(varDir, 0o755);
  const env = () => ({ DATABASE_URL: database.url, SMTP_URL: sink.url, VAR_DIR: varDir, JOBS_POLL_INTERVAL_SECONDS: '3600' });
  const rows = () => sql<Row>(database.url, `SELECT id::text, status FROM mail_outbox ORDER BY id`);
  /** The delivery jobs still in scheduled_jobs, and whether a process holds each. */
  const deliveryJobs = () =>
    sql<{ leased: boolean }>(database.url, `SELECT locked_until > now() AS leased FROM scheduled_jobs WHERE kind = 'mail:deliver' ORDER BY name`);

  beforeAll(async () => {
    sink = await ScriptedSmtpSink.start();
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await stopApiProcess(first);
    await stopApiProcess(second);
    await sink.close();
    await database.drop();
    rmSync(varDir, { recursive: true, force: true });
  });

  it('the mail is delivered exactly once', async () => {
    first = await startApiProcess(env());
    const gate = sink.holdData();
    const contact = validContactMessage();
    const res = await fetch(`${first.baseUrl}/api/intake/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contact),
    });
    expect(res.status).toBe(201);
    await gate.held; // the scheduler has leased both delivery jobs and the mail worker is in the SMTP transaction

    // Hold every outbox row so the worker's bookkeeping after the server's 250 waits, then let the server accept.
    expect((await rows()).map((r) => r.status)).toEqual(['pending', 'pending']);
    expect(await deliveryJobs()).toEqual([{ leased: true }, { leased: true }]);
    const holder = await openLockHolder(database.url);
    await holder.query(`SELECT id FROM mail_outbox FOR UPDATE`);
    const bookkeeping = lockWaitOn(database.url, holder);
    gate.release();
    await waitUntil(
      'the SMTP server to accept both messages',
      async () => sink.accepted.length,
      (n) => n === 2,
    );
    expect(await bookkeeping.waiting).toMatch(/UPDATE mail_outbox SET status = 'sent'/);

    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    // The dead process's connections go with it; PostgreSQL would otherwise still run the statement it was sent.
    await holder.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`);
    await holder.release();
    // Time passes: the dead process's leases run out, so any process may take these jobs again.
    await sql(database.url, `UPDATE scheduled_jobs SET locked_until = now() - interval '1 second' WHERE kind = 'mail:deliver'`);
    expect((await rows()).map((r) => r.status)).toEqual(['pending', 'pending']);
    expect(await deliveryJobs()).toEqual([{ leased: false }, { leased: false }]);

    second = await startApiProcess(env());
    await second.logged((line) => line['msg'] === 'recorded mail accepted before an interruption');
    expect((await rows()).map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(readdirSync(join(varDir, 'mail-accepted'))).toEqual([]);
    await waitUntil('the delivery jobs to find their mail sent and end', deliveryJobs, (jobs) => jobs.length === 0);

    // The worker is alive and sends new mail; the two accepted before the crash were not sent again.
    const later = validContactMessage();
    expect(
      (await fetch(`${second.baseUrl}/api/intake/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(later) }))
        .status,
    ).toBe(201);
    await waitUntil('the new messages to be sent', rows, (all) => all.length === 4 && all.every((r) => r.status === 'sent'));
    expect(sink.accepted.filter((m) => m.to.includes((contact['email'] as string).toLowerCase()))).toHaveLength(1);
    expect(sink.accepted.filter((m) => m.to.includes((later['email'] as string).toLowerCase()))).toHaveLength(1);
    expect(sink.attempts).toHaveLength(4);
  }, 90_000);
});
