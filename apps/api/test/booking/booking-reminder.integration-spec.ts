import { JobScheduler } from '../../src/platform/jobs';
import { MailWorker } from '../../src/platform/mail/mail-worker.service';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { outboxDrained } from '../support/outbox';
import { startAnotherProcess, type SecondProcess } from '../support/second-process';
import { sql } from '../support/sql';
import { call, contact, freeTimes } from './booking-helpers';

const REMINDER_SUBJECT = 'Reminder: your appointment with Huron Tax & Accounting';

describe('the 24-hour reminder: a one-off job (platform/jobs), sent once across a restart and two app instances', () => {
  let t: AuthTestApp;
  const processes: SecondProcess[] = [];
  beforeAll(async () => {
    t = await startAuthTestApp();
  });
  afterAll(async () => {
    for (const p of processes) await p.close();
    await t.database.drop();
    await t.smtp.close();
  });

  it('waits until 24 h before, survives a restart, and goes out exactly once with two workers (two app instances in this Node process)', async () => {
    const email = uniqueEmail('remind');
    const [startsAt] = await freeTimes(t.baseUrl, 'remote');
    const booked = await call(t.baseUrl, 'POST', '/booking/appointments', { body: { ...contact(email), office: 'remote', service: 'tax-problem', startsAt } });
    expect(booked.status).toBe(201);
    await outboxDrained(t.app, t.database.url);
    expect((await t.smtp.next(email)).subject).toBe('Your appointment with Huron Tax & Accounting is booked');
    const job = `mail:send-later/booking-reminder:${String(booked.body['id'])}`;
    const [scheduled] = await sql<{ run_at: Date; kind: string }>(t.database.url, `SELECT run_at, kind FROM scheduled_jobs WHERE name = $1`, [job]);
    expect(scheduled).toEqual({ run_at: new Date(Date.parse(startsAt!) - 86_400_000), kind: 'mail:send-later' });
    expect(t.smtp.pending(email)).toEqual([]); // not before its time

    await t.app.close(); // the process that booked goes away; the reminder lives in the database
    const env = { SMTP_URL: t.smtp.url };
    processes.push(await startAnotherProcess(t.database.url, env), await startAnotherProcess(t.database.url, env));
    await sql(t.database.url, `UPDATE scheduled_jobs SET run_at = now() - interval '1 second' WHERE name = $1`, [job]); // its time has come

    // Both instances look for due jobs at once: one leases the job and queues the mail in the job's transaction.
    const ran = await Promise.all(processes.map((p) => p.app.get(JobScheduler).runDue()));
    expect(ran.flat().filter((name) => name === job)).toEqual([job]);
    expect(await sql(t.database.url, `SELECT 1 FROM scheduled_jobs WHERE name = $1`, [job])).toEqual([]);
    await Promise.all(processes.map((p) => p.app.get(MailWorker).drain()));
    await outboxDrained(processes[0]!.app, t.database.url);
    const reminder = await t.smtp.next(email);
    expect(reminder.subject).toBe(REMINDER_SUBJECT);
    expect(reminder.text).toContain(`/schedule/manage#id=${String(booked.body['id'])}&token=`);
    await Promise.all(processes.map((p) => p.app.get(JobScheduler).runDue()));
    await Promise.all(processes.map((p) => p.app.get(MailWorker).drain()));
    expect(t.smtp.received.filter((m) => m.subject === REMINDER_SUBJECT)).toHaveLength(1);
    expect(await sql(t.database.url, `SELECT status FROM mail_outbox WHERE kind = 'booking.reminder'`)).toEqual([{ status: 'sent' }]);
    expect(await sql(t.database.url, `SELECT name FROM scheduled_jobs WHERE kind = 'mail:deliver'`)).toEqual([]); // delivered in one attempt, its job gone
  });
});
