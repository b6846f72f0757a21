import { migrations } from '../../src/platform/database/migrations';
import { uniqueEmail } from '../support/auth-test-app';
import { startReplicaPair, type ReplicaPair } from '../support/replica-pair';
import { sql } from '../support/sql';
import { waitUntil } from '../support/wait-until';
import { call, contact, freeTimes } from '../booking/booking-helpers';
import { validContactMessage } from '../intake/intake-http';

/** Requests per second of the steady load during the rolling restart. */
const RATE = 50;

/**
 * Two API processes behind the round-robin proxy, started at the same moment on an EMPTY database (so both race to
 * migrate it), with production's settings: what several replicas must get right together (issue 48). The set-up is
 * the two-process spec's (support/replica-pair.ts).
 */
describe('two replicas: migrations, a booking race, mail, and a rolling restart under load', () => {
  let pair: ReplicaPair;

  beforeAll(async () => {
    pair = await startReplicaPair({ empty: true, env: { BOOKING_PREPARERS_YPSILANTI: '3' } });
  }, 120_000);

  afterAll(() => pair?.close());

  it('both starting at the same moment on an empty database ran each migration once', async () => {
    const rows = await sql<{ name: string; n: number }>(pair.database.url, 'SELECT name, count(*)::int AS n FROM migrations GROUP BY name');
    expect(rows).toHaveLength(migrations.length);
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);
    // One process applied them all under the advisory lock; the other found nothing left to apply.
    const applied = pair.processes.map((p) => (p.logs.find((l) => l['msg'] === 'migrations applied')?.['applied'] as string[] | undefined) ?? []);
    expect(applied.map((names) => names.length).sort((x, y) => x - y)).toEqual([0, migrations.length]);
    // Side effects of data migrations happened once: one week of hours per office, each seeded course session once.
    expect(await sql(pair.database.url, 'SELECT office, count(*)::int AS n FROM office_hours GROUP BY office HAVING count(*) <> 1')).toEqual([]);
    expect(await sql(pair.database.url, `SELECT count(*)::int AS n FROM course_sessions WHERE code = '2501'`)).toEqual([{ n: 1 }]);
  });

  it('50 booking racers spread over both processes get exactly the capacity; the rest a clear 409', async () => {
    const [startsAt] = await freeTimes(pair.proxy.url, 'ypsilanti');
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(pair.proxy.url, 'POST', '/booking/appointments', {
          body: { ...contact(uniqueEmail('replica-race')), office: 'ypsilanti', service: 'advisory', startsAt },
        }),
      ),
    );
    const upstreams = new Set(results.map((r) => r.headers.get('x-upstream')));
    expect(upstreams).toEqual(new Set(['0', '1']));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(47);
    for (const r of refused) expect(r.body).toMatchObject({ code: 'slot_taken', message: 'That time was just taken. Please choose another time.' });
    expect(await sql(pair.database.url, `SELECT booked, capacity FROM booking_slots WHERE office = 'ypsilanti' AND starts_at = $1`, [startsAt])).toEqual([
      { booked: 3, capacity: 3 },
    ]);
    expect(
      await sql(
        pair.database.url,
        `SELECT count(*)::int AS n FROM booking_appointments WHERE office = 'ypsilanti' AND starts_at = $1 AND status = 'confirmed'`,
        [startsAt],
      ),
    ).toEqual([{ n: 3 }]);
  });

  it(`a rolling restart (SIGTERM A, start A, then B) under a steady ${RATE} requests/s answers no 5xx and loses no accepted submission`, async () => {
    const from = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    // Reads that touch the database (not /api/health: readiness answers 503 by design when the database is slow to
    // answer, which a loaded machine can make it).
    const reads = [`/api/booking/availability?office=dearborn&from=${from}&to=${from}`, '/api/content/offices', '/api/careers/postings', '/api/health/live'];
    const answers: { kind: string; status: number; reference?: string; upstream: string | null }[] = [];
    const inFlight = new Set<Promise<void>>();
    let sent = 0;
    const send = () => {
      const n = sent++;
      const submit = n % 5 < 2; // two in five are contact submissions, the rest reads
      const request = submit
        ? fetch(`${pair.proxy.url}/api/intake/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(validContactMessage({ email: uniqueEmail('rolling') })),
          })
        : fetch(`${pair.proxy.url}${reads[n % reads.length]!}`);
      const done = request
        .then(async (res) => {
          const body = (await res.json().catch(() => ({}))) as { reference?: string };
          answers.push({ kind: submit ? 'contact' : 'read', status: res.status, reference: body.reference, upstream: res.headers.get('x-upstream') });
        })
        .catch((error: unknown) => {
          answers.push({ kind: submit ? 'contact' : 'read', status: 0, reference: String(error), upstream: null });
        })
        .finally(() => inFlight.delete(done));
      inFlight.add(done);
    };
    const ticker = setInterval(send, 1000 / RATE);
    const before = pair.processes.map((p) => p.pid);
    let codes: (number | null)[];
    try {
      // Load on both before, between and after the restarts: a second's worth of answers each time (counted from
      // when the step ends, so requests still in flight on a slow machine do not hold the test up).
      const answered = (after: number, what: string) =>
        waitUntil(
          what,
          async () => answers.length,
          (n) => n >= after + RATE,
          60_000,
        );
      await answered(0, 'load on both processes');
      const a = await pair.restart(0);
      await answered(answers.length, 'load after A came back');
      const b = await pair.restart(1);
      await answered(answers.length, 'load after B came back');
      codes = [a, b];
    } finally {
      clearInterval(ticker);
      await Promise.all([...inFlight]);
    }
    expect(codes).toEqual([0, 0]);
    expect(pair.processes.map((p) => p.pid)).not.toContain(before[0]);
    expect(pair.processes.map((p) => p.pid)).not.toContain(before[1]);
    expect(answers).toHaveLength(sent);
    const failed = answers.filter((r) => r.status === 0 || r.status >= 500);
    expect(failed).toEqual([]);
    expect(answers.filter((r) => r.kind === 'read' && r.status !== 200)).toEqual([]);
    const accepted = answers.filter((r) => r.kind === 'contact' && r.status === 201);
    expect(accepted.length).toBe(answers.filter((r) => r.kind === 'contact').length);
    expect(accepted.length).toBeGreaterThan(RATE);
    // Every accepted submission is in the database afterwards.
    const references = accepted.map((r) => r.reference!);
    const stored = await sql<{ reference: string }>(pair.database.url, 'SELECT reference FROM contact_messages WHERE reference = ANY($1::text[])', [
      references,
    ]);
    expect(stored.map((r) => r.reference).sort()).toEqual([...references].sort());
  }, 240_000);

  it('delivered each queued mail exactly once (both processes run mail workers on one outbox)', async () => {
    // Everything queued so far (the racers' confirmations, the contact mails) is delivered: no row left to send. A
    // send under way when a process got SIGTERM was aborted and is retried by the backoff (30 s after a first
    // attempt), so this can take that long after the rolling restart.
    const sent = await waitUntil(
      'the outbox to drain',
      () => sql<{ status: string; n: number }>(pair.database.url, 'SELECT status, count(*)::int AS n FROM mail_outbox GROUP BY status ORDER BY status'),
      (rows) => rows.every((r) => r.status === 'sent' || r.status === 'failed') && rows.some((r) => r.status === 'sent'),
      150_000,
    );
    expect(sent.filter((r) => r.status === 'failed')).toEqual([]);
    const rows = sent.find((r) => r.status === 'sent')!.n;
    // The sink counts every message it accepted: as many as sent rows, no message id and no subject+recipient twice.
    await waitUntil(
      'the sink to hold every sent mail',
      async () => pair.smtp.received.length,
      (n) => n >= rows,
    );
    const received = pair.smtp.received;
    expect(received).toHaveLength(rows);
    const ids = received.map((m) => m.headers['message-id']);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(received.length);
    expect(new Set(received.map((m) => `${m.subject}\n${m.to.join(',')}`)).size).toBe(received.length);
    expect(received.length).toBeGreaterThan(3);
  }, 180_000);
});
