import { ADMIN_RECORD_COLUMNS_SQL } from '../../src/platform/admin';
import { RateLimitSweeper } from '../../src/platform/rate-limit/rate-limit-sweeper.service';
import { startPlatformProbeApp, type PlatformProbeApp } from '../support/platform-probe-app';
import { sql } from '../support/sql';
import { createTestDatabase } from '../support/test-database';

type Json = Record<string, unknown>;

describe('shared platform pieces (rate limit, bot trap, keyset pages, admin patch)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let probe: PlatformProbeApp;
  let second: PlatformProbeApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    await sql(
      database.url,
      `CREATE TABLE probe_leads (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), name text NOT NULL, ${ADMIN_RECORD_COLUMNS_SQL}, assignee_id uuid)`,
    );
    probe = await startPlatformProbeApp(database.url, { FORM_MIN_FILL_MS: '3000' });
    second = await startPlatformProbeApp(database.url, { FORM_MIN_FILL_MS: '3000' });
  });
  afterAll(async () => {
    await probe.app.close();
    await second.app.close();
    await database.drop();
  });

  const call = async (baseUrl: string, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Json };
  };

  describe('@RateLimit', () => {
    it('answers 429 with Retry-After after the limit, counting across two app instances on one database', async () => {
      const early = Date.now() - 60_000;
      const answers = [
        await call(probe.baseUrl, 'POST', '/probe/forms', { startedAt: early }),
        await call(second.baseUrl, 'POST', '/probe/forms', { startedAt: early }),
        await call(probe.baseUrl, 'POST', '/probe/forms', { startedAt: early }),
      ];
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
      const over = await call(second.baseUrl, 'POST', '/probe/forms', { startedAt: early });
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject({ status: 429, code: 'rate_limited' });
      expect(Number(over.retryAfter)).toBeGreaterThan(0);
      expect(Number(over.retryAfter)).toBeLessThanOrEqual(600);
      expect(await sql(database.url, 'SELECT count(*)::int AS count FROM rate_limit_counters')).toEqual([{ count: 1 }]);
    });

    it('the hourly sweep deletes counters whose window has ended and keeps every running one', async () => {
      await sql(
        database.url,
        `INSERT INTO rate_limit_counters (key, window_start, window_seconds, hits) VALUES
           ('sw-ended-long-ago', now() - interval '3 hours', 300, 9),
           ('sw-hour-window-ended', now() - interval '90 minutes', 3600, 9),
           ('sw-hour-window-running', now() - interval '30 minutes', 3600, 9),
           ('sw-just-started', now(), 300, 1)`,
      );
      await probe.app.get(RateLimitSweeper).sweep();
      const left = await sql<{ key: string }>(database.url, `SELECT key FROM rate_limit_counters WHERE key LIKE 'sw-%' ORDER BY key`);
      expect(left.map((row) => row.key)).toEqual(['sw-hour-window-running', 'sw-just-started']);
    });
  });

  describe('bot trap', () => {
    beforeEach(() => sql(database.url, 'DELETE FROM rate_limit_counters'));

    it('answers a filled honeypot and a too-fast form like a success, handling neither', async () => {
      const before = probe.state.received;
      const honeypot = await call(probe.baseUrl, 'POST', '/probe/forms', { website: 'http://spam.example', startedAt: Date.now() - 60_000 });
      const tooFast = await call(probe.baseUrl, 'POST', '/probe/forms', { startedAt: Date.now() });
      expect(honeypot).toMatchObject({ status: 201, body: { reference: expect.stringMatching(/^PR-[0-9A-Z]{4}-[0-9A-Z]{4}$/) } });
      expect(tooFast).toMatchObject({ status: 201, body: { reference: expect.stringMatching(/^PR-/) } });
      expect(probe.state.received).toBe(before);
      const human = await call(probe.baseUrl, 'POST', '/probe/forms', { website: '', startedAt: Date.now() - 10_000 });
      expect(human.status).toBe(201);
      expect(probe.state.received).toBe(before + 1);
    });
  });

  describe('keyset pages', () => {
    beforeEach(() => sql(database.url, 'DELETE FROM probe_leads'));

    it('covers every row exactly once while newer rows are inserted between pages', async () => {
      // Rows share timestamps (one statement) and differ below the millisecond, the cases a page boundary can break.
      await sql(
        database.url,
        `INSERT INTO probe_leads (name, created_at) SELECT 'lead-' || n, timestamptz '2026-01-01' + (n / 3) * interval '1 millisecond' + (n % 3) * interval '1 microsecond' FROM generate_series(1, 23) n`,
      );
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: { status: number; body: Json } = await call(probe.baseUrl, 'GET', `/probe/leads?limit=4${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.status).toBe(200);
        seen.push(...(page.body['items'] as string[]));
        cursor = page.body['nextCursor'] as string | null;
        await sql(database.url, `INSERT INTO probe_leads (name) VALUES ('newer-' || $1)`, [pages++]);
      } while (cursor);
      expect(pages).toBe(6);
      expect(seen).toHaveLength(23);
      expect(new Set(seen).size).toBe(23);
      expect(seen.every((name) => name.startsWith('lead-'))).toBe(true);
    });

    it('reads oldest first with order=oldest, page after page, and refuses another order naming it', async () => {
      await sql(
        database.url,
        `INSERT INTO probe_leads (name, created_at) SELECT 'lead-' || lpad(n::text, 2, '0'), timestamptz '2026-01-01' + n * interval '1 millisecond' + interval '3 microseconds' FROM generate_series(1, 9) n`,
      );
      const read = async (order: string) => {
        const names: string[] = [];
        let cursor: string | null = null;
        do {
          const page: { status: number; body: Json } = await call(
            probe.baseUrl,
            'GET',
            `/probe/leads?limit=2&order=${order}${cursor ? `&cursor=${cursor}` : ''}`,
          );
          expect(page.status).toBe(200);
          names.push(...(page.body['items'] as string[]));
          cursor = page.body['nextCursor'] as string | null;
        } while (cursor);
        return names;
      };
      const oldest = await read('oldest');
      expect(oldest).toEqual(['lead-01', 'lead-02', 'lead-03', 'lead-04', 'lead-05', 'lead-06', 'lead-07', 'lead-08', 'lead-09']);
      expect(await read('newest')).toEqual([...oldest].reverse());
      const wrong = await call(probe.baseUrl, 'GET', '/probe/leads?order=alphabetical');
      expect(wrong.status).toBe(400);
      expect(wrong.body['errors']).toEqual([expect.objectContaining({ field: 'order' })]);
    });

    it('refuses a tampered cursor with 400 naming cursor', async () => {
      const forged = Buffer.from(JSON.stringify(['not a date', 'x'])).toString('base64url');
      for (const cursor of [forged, 'garbage!!', `${forged}AA`]) {
        const res = await call(probe.baseUrl, 'GET', `/probe/leads?cursor=${encodeURIComponent(cursor)}`);
        expect(res.status).toBe(400);
        expect(res.body['errors']).toEqual([expect.objectContaining({ field: 'cursor' })]);
      }
    });
  });

  describe('applyAdminPatch', () => {
    let id: string;
    beforeEach(async () => {
      // The audit log is append-only: each case looks only at its own record's entries.
      const [row] = await sql<{ id: string }>(database.url, `INSERT INTO probe_leads (name) VALUES ('patched') RETURNING id`);
      id = row!.id;
    });
    const audits = () =>
      sql<{ action: string; subject_id: string; details: Json }>(
        database.url,
        'SELECT action, subject_id, details FROM audit_log WHERE subject_id = $1 ORDER BY id',
        [id],
      );

    it('changes status and note at the current version and audits it in the same transaction', async () => {
      const res = await call(probe.baseUrl, 'PATCH', `/probe/leads/${id}`, { status: 'in_progress', note: 'called back', version: 1 });
      expect(res).toMatchObject({ status: 200, body: { status: 'in_progress', internalNote: 'called back', version: 2 } });
      expect(await audits()).toEqual([
        { action: 'probe_leads.updated', subject_id: id, details: { fields: ['status', 'internalNote'], status: { before: 'new', after: 'in_progress' } } },
      ]);
    });

    it('answers a stale version with 409 version_conflict, changing and auditing nothing', async () => {
      await call(probe.baseUrl, 'PATCH', `/probe/leads/${id}`, { status: 'done', version: 1 });
      const auditedBefore = await audits();
      const stale = await call(second.baseUrl, 'PATCH', `/probe/leads/${id}`, { note: 'too late', version: 1 });
      expect(stale).toMatchObject({ status: 409, body: { code: 'version_conflict' } });
      expect(await sql(database.url, 'SELECT status, internal_note, version FROM probe_leads WHERE id = $1', [id])).toEqual([
        { status: 'done', internal_note: null, version: 2 },
      ]);
      expect(auditedBefore).toHaveLength(1);
      expect(await audits()).toEqual(auditedBefore);
    });

    it('answers 404 for an unknown record and 400 for a patch without status or note', async () => {
      expect((await call(probe.baseUrl, 'PATCH', '/probe/leads/00000000-0000-4000-8000-00000000abcd', { status: 'done', version: 1 })).status).toBe(404);
      const empty = await call(probe.baseUrl, 'PATCH', `/probe/leads/${id}`, { version: 1 });
      expect(empty.status).toBe(400);
      expect(empty.body['errors']).toEqual([expect.objectContaining({ field: 'status' })]);
    });
  });
});
