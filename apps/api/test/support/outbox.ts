import type { INestApplication } from '@nestjs/common';
import { MailWorker } from '../../src/platform/mail/mail-worker.service';
import type { SmtpSink } from './smtp-sink';
import { sql } from './sql';

const GIVE_UP_AFTER_MS = 10_000;
const RECHECK_MS = 20;

/**
 * Resolves once no queued mail is left to deliver: every due message is sent or its `mail:deliver` job failed for
 * good (another process's scheduler may be mid-send). A row that answers "sent" was accepted by the SMTP server, so
 * the sink has recorded it by then. Throws rather than hang when a message is waiting for a later retry: that mail
 * will not arrive during the test.
 */
export async function outboxDrained(app: INestApplication, databaseUrl: string): Promise<void> {
  const deadline = Date.now() + GIVE_UP_AFTER_MS;
  for (;;) {
    await app.get(MailWorker).drain();
    const [state] = await sql<{ undelivered: number; waiting: number }>(
      databaseUrl,
      `SELECT count(*)::int AS undelivered, count(*) FILTER (WHERE j.run_at > now())::int AS waiting
       FROM mail_outbox o JOIN scheduled_jobs j ON j.name = 'mail:deliver/' || o.id
       WHERE o.status = 'pending' AND o.not_before <= now() AND j.run_at < 'infinity'`, // scheduled mail that is not due yet is not waited for
    );
    if (state!.undelivered === 0) return;
    if (state!.waiting === state!.undelivered) throw new Error(`the outbox holds ${state!.waiting} message(s) waiting for a later retry`);
    if (Date.now() > deadline) throw new Error(`the outbox did not drain: ${state!.undelivered} message(s) still pending or being sent`);
    await new Promise((resolve) => setTimeout(resolve, RECHECK_MS)); // re-check the condition; not a fixed wait
  }
}

/** Every message the sink received for `address`, whether or not a test already took it with next(). */
export function mailReceivedBy(sink: SmtpSink, address: string): string[] {
  return sink.received.filter((m) => m.to.includes(address.toLowerCase())).map((m) => m.subject);
}
