import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EmbeddedPostgres } from '../../src/platform/database/embedded-postgres';
import { freeTimes } from '../booking/booking-helpers';
import { validContactMessage } from '../intake/intake-http';
import { startApiProcess, stopApiProcess, type ApiProcess } from '../support/api-process';
import { uniqueEmail } from '../support/auth-test-app';
import { ownedClusterDirectory } from '../support/owned-cluster';
import { SmtpSink } from '../support/smtp-sink';
import { sql } from '../support/sql';
import { statusOf, waitUntil } from '../support/wait-until';

type Kind = 'contact' | 'booking';

interface Sent {
  kind: Kind;
  keyed: boolean;
  email: string;
  statuses: number[];
  /** Retry-After of each 503. */
  retryAfter: (string | null)[];
  /** The reference of a 2xx answer: the request was accepted. */
  reference?: string;
}

const WORKERS = 4;
const KEYED_DEADLINE_MS = 30_000;

/**
 * The probe's kill test: the built API as its own OS process (embedded PostgreSQL, supervised) under a steady
 * stream of contact and booking requests, with and without Idempotency-Key, while its PostgreSQL is killed with
 * SIGKILL and restarted. No 500 (503 while it is down), no accepted request lost, no mail sent twice, and the same
 * process still serving afterwards.
 */
describe('the database killed under a running API process', () => {
  const cluster = ownedClusterDirectory('killed-under-load');
  let sink: SmtpSink;
  let api: ApiProcess | undefined;
  const postmasterPid = () => Number(readFileSync(join(cluster.dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const databaseUrl = () => EmbeddedPostgres.runningUrl(join(cluster.dir, 'postgres'))!;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    api = await startApiProcess({ VAR_DIR: cluster.dir, SMTP_URL: sink.url, JOBS_POLL_INTERVAL_SECONDS: '1', TRUST_PROXY: 'true' });
  }, 90_000);
  afterAll(async () => {
    await stopApiProcess(api);
    try {
      process.kill(postmasterPid(), 'SIGINT'); // left running only when the API process died without stopping it
    } catch {
      // stopped with the API process, as it should be
    }
    await sink.close();
    cluster.remove();
  });

  it('answers 503 while it is down, never 500; loses no accepted request, sends no mail twice, and keeps serving', async () => {
    const baseUrl = api!.baseUrl;
    const slots = (
      await Promise.all(
        ['dearborn', 'ypsilanti', 'ann-arbor'].map(async (office) => (await freeTimes(baseUrl, office)).map((startsAt) => ({ office, startsAt }))),
      )
    ).flat();
    const sent: Sent[] = [];
    let next = 0;
    let stop = false;

    const post = async (path: string, body: unknown, headers: Record<string, string>) => {
      try {
        const res = await fetch(`${baseUrl}/api${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
        const json = (await res.json().catch(() => ({}))) as { reference?: string };
        return { status: res.status, reference: json.reference, retryAfter: res.headers.get('retry-after') };
      } catch {
        return { status: 0 }; // no answer at all: the process is gone
      }
    };

    const oneRequest = async (n: number) => {
      const kind: Kind = n % 2 === 0 ? 'contact' : 'booking';
      const keyed = n % 4 >= 2;
      const email = uniqueEmail(`${kind}-${keyed ? 'keyed' : 'plain'}`);
      const record: Sent = { kind, keyed, email, statuses: [], retryAfter: [] };
      sent.push(record);
      const headers: Record<string, string> = {
        'x-forwarded-for': `10.40.${Math.floor(n / 250)}.${n % 250}`,
        ...(keyed && { 'idempotency-key': randomUUID() }),
      };
      const slot = kind === 'booking' ? slots[n] : undefined;
      if (kind === 'booking' && !slot) throw new Error('ran out of free booking times');
      const body =
        kind === 'contact'
          ? validContactMessage({ email })
          : {
              name: 'Dana Client',
              email,
              phone: `(313) 555-${String(1000 + n).slice(-4)}`,
              office: slot!.office,
              service: 'individual-return',
              startsAt: slot!.startsAt,
            };
      const path = kind === 'contact' ? '/intake/contact' : '/booking/appointments';
      const deadline = Date.now() + KEYED_DEADLINE_MS;
      for (;;) {
        const answer = await post(path, body, headers);
        record.statuses.push(answer.status);
        if (answer.status === 503) record.retryAfter.push(answer.retryAfter ?? null);
        if (answer.status >= 200 && answer.status < 300) {
          record.reference = answer.reference;
          return;
        }
        // A client with a key retries the same request until it is answered; one without a key cannot know whether to.
        if (!keyed || ![503, 409].includes(answer.status) || Date.now() > deadline) return;
        // As a careful client does: try again once the API says its database answers (readiness), not after a guess.
        await waitUntil(
          'the API to be ready again',
          () => statusOf(`${baseUrl}/api/health`),
          (status) => status === 200,
          KEYED_DEADLINE_MS,
        );
      }
    };

    const worker = async () => {
      while (!stop) await oneRequest(next++);
    };
    const acceptedSoFar = () => Promise.resolve(sent.filter((s) => s.reference).length);
    const workers = Array.from({ length: WORKERS }, () => worker());
    try {
      await waitUntil('requests to be accepted before the kill', acceptedSoFar, (n) => n >= 20);
      const killed = postmasterPid();
      process.kill(killed, 'SIGKILL');
      await api!.logged((line) => line['msg'] === 'embedded PostgreSQL restarted');
      expect(postmasterPid()).not.toBe(killed);
      const beforeRecovery = await acceptedSoFar();
      await waitUntil('requests to be accepted after the restart', acceptedSoFar, (n) => n >= beforeRecovery + 20);
    } finally {
      stop = true;
      await Promise.all(workers);
    }

    // No 500, no missing answer; 503 only while the database was down, 409 only to a keyed retry while its first try ran.
    const statuses = sent.flatMap((s) => s.statuses.map((status) => ({ keyed: s.keyed, status })));
    expect(statuses.filter(({ keyed, status }) => !(status === 201 || status === 503 || (keyed && status === 409)))).toEqual([]);
    expect(statuses.some(({ status }) => status === 503)).toBe(true); // the outage was felt
    expect(new Set(sent.flatMap((s) => s.retryAfter))).toEqual(new Set(['5']));
    expect(sent.filter((s) => s.keyed && !s.reference)).toEqual([]); // every keyed request got through in the end

    // Every accepted request is stored, once; a keyed request exactly once however often it was retried.
    const url = databaseUrl();
    const stored = new Map<string, { reference: string; count: number }>();
    for (const table of ['contact_messages', 'booking_appointments']) {
      for (const row of await sql<{ email: string; reference: string; count: number }>(
        url,
        `SELECT email, min(reference) AS reference, count(*)::int AS count FROM ${table} GROUP BY email`,
      )) {
        stored.set(row.email, row);
      }
    }
    const lost = sent.filter((s) => s.reference && stored.get(s.email)?.reference !== s.reference);
    expect(lost).toEqual([]);
    expect(sent.filter((s) => (stored.get(s.email)?.count ?? 0) > 1)).toEqual([]);

    // Every queued mail goes out, each exactly once: as many messages arrived as outbox rows are sent.
    await waitUntil(
      'the outbox to drain',
      async () =>
        await sql<{ status: string; count: number }>(url, `SELECT status, count(*)::int AS count FROM mail_outbox WHERE not_before <= now() GROUP BY status`),
      (groups) => groups.every((g) => g.status === 'sent'),
    );
    const [{ sent: sentRows }] = (await sql<{ sent: number }>(url, `SELECT count(*)::int AS sent FROM mail_outbox WHERE status = 'sent'`)) as [
      { sent: number },
    ];
    expect(sink.received).toHaveLength(sentRows);
    const mailsTo = (email: string) => sink.received.filter((m) => m.to.includes(email.toLowerCase())).length;
    expect(sent.filter((s) => s.reference && mailsTo(s.email) !== 1).map((s) => ({ ...s, mails: mailsTo(s.email) }))).toEqual([]);
    expect(sent.filter((s) => mailsTo(s.email) > 1)).toEqual([]);

    // The same process, still serving.
    expect(api!.child.exitCode).toBeNull();
    expect(api!.logs.filter((line) => line['level'] === 60)).toEqual([]);
    expect(await statusOf(`${baseUrl}/api/health`)).toBe(200);
    expect((await post('/intake/contact', validContactMessage(), {})).status).toBe(201);
  }, 120_000);
});
