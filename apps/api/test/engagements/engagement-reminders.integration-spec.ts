import { EngagementReminders } from '../../src/modules/engagements';
import { JobScheduler } from '../../src/platform/jobs';
import { MailWorker } from '../../src/platform/mail/mail-worker.service';
import { startAuthTestApp, type AuthTestApp } from '../support/auth-test-app';
import { outboxDrained } from '../support/outbox';
import { startAnotherProcess, type SecondProcess } from '../support/second-process';
import { sql } from '../support/sql';
import { api as apiOf, proveMailbox, signUp, staffMember, type Person } from './engagement-support';

const REMINDER = 'Reminder: your preparer asked for a document';

describe('engagements: reminders after 3, 7 and 14 days, once, and never for a done item', () => {
  let t: AuthTestApp;
  let other: SecondProcess;
  let staff: Person;

  beforeAll(async () => {
    t = await startAuthTestApp({ PUBLIC_URL: 'http://site.test' });
    other = await startAnotherProcess(t.database.url, { SMTP_URL: t.smtp.url, PUBLIC_URL: 'http://site.test' });
    staff = await staffMember(t);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  async function openRequest(type: 'document' | 'question'): Promise<{ client: Person; requestId: string }> {
    const client = await proveMailbox(t, (await signUp(t, 'reminded')).email);
    const engagement = await apiOf(t, 'POST', '/admin/engagements', {
      bearer: staff.token,
      body: { clientEmail: client.email, taxYear: 2025, kind: 'individual' },
    });
    const request = await apiOf(t, 'POST', `/admin/engagements/${engagement.body['id'] as string}/requests`, {
      bearer: staff.token,
      body: { type, title: 'Your 2025 W-2' },
    });
    expect(request.body['nextReminderAt']).toEqual(expect.any(String));
    return { client, requestId: request.body['id'] as string };
  }

  /** Moves a request's clock: it began waiting `days` ago, with `sent` reminders already sent and the next one due. */
  async function waitedFor(requestId: string, days: number, sent: number): Promise<void> {
    const next = [3, 7, 14][sent]!;
    await sql(
      t.database.url,
      `UPDATE document_requests SET waiting_since = now() - make_interval(days => $2::int), reminders_sent = $3,
         next_reminder_at = now() - make_interval(days => $2::int) + make_interval(days => $4::int) WHERE id = $1`,
      [requestId, days, sent, next],
    );
  }

  /** Both processes sweep at the same time (their job schedulers, and the sweep itself), then both mail workers drain. */
  async function sweepInBoth(): Promise<void> {
    await Promise.all([
      t.app.get(JobScheduler).runDue(),
      other.app.get(JobScheduler).runDue(),
      t.app.get(EngagementReminders).sweep(),
      other.app.get(EngagementReminders).sweep(),
    ]);
    await other.app.get(MailWorker).drain();
    await outboxDrained(t.app, t.database.url);
  }

  const reminders = (email: string) => t.smtp.received.filter((m) => m.to.includes(email) && m.subject === REMINDER);

  it('sends each due reminder once with two processes sweeping, stops when the item is done, and after the third', async () => {
    const due = await openRequest('document');
    const answered = await openRequest('question');
    const second = await openRequest('document');
    const notYet = await openRequest('document');
    await waitedFor(due.requestId, 3, 0);
    await waitedFor(answered.requestId, 3, 0);
    await waitedFor(second.requestId, 8, 1);
    await waitedFor(notYet.requestId, 2, 0);
    await sql(t.database.url, `UPDATE document_requests SET next_reminder_at = now() + interval '1 day' WHERE id = $1`, [notYet.requestId]);
    // Answered before its reminder: done, so no reminder.
    expect((await apiOf(t, 'POST', `/portal/requests/${answered.requestId}/answer`, { bearer: answered.client.token, body: { answer: 'No' } })).status).toBe(
      200,
    );

    await sweepInBoth();
    await sweepInBoth();
    expect([
      reminders(due.client.email).length,
      reminders(answered.client.email).length,
      reminders(second.client.email).length,
      reminders(notYet.client.email).length,
    ]).toEqual([1, 0, 1, 0]);
    const mail = reminders(due.client.email)[0]!;
    expect(mail.text).toContain('http://site.test/portal');
    expect(mail.text).not.toContain('W-2');

    // Day 15: the last (14-day) reminder; none after it, however often the sweep runs.
    await waitedFor(due.requestId, 15, 2);
    await sweepInBoth();
    await sweepInBoth();
    expect(reminders(due.client.email)).toHaveLength(2);
    const [row] = await sql<{ reminders_sent: number; next_reminder_at: Date | null }>(
      t.database.url,
      `SELECT reminders_sent, next_reminder_at FROM document_requests WHERE id = $1`,
      [due.requestId],
    );
    expect(row).toEqual({ reminders_sent: 3, next_reminder_at: null });

    // Staff close the second one: its next reminder (day 14) never goes.
    const version = (await sql<{ version: number }>(t.database.url, `SELECT version FROM document_requests WHERE id = $1`, [second.requestId]))[0]!.version;
    expect((await apiOf(t, 'PATCH', `/admin/requests/${second.requestId}`, { bearer: staff.token, body: { action: 'close', version } })).status).toBe(200);
    await sql(t.database.url, `UPDATE document_requests SET waiting_since = now() - interval '20 days' WHERE id = $1`, [second.requestId]);
    await sweepInBoth();
    expect(reminders(second.client.email)).toHaveLength(1);
  });
});
