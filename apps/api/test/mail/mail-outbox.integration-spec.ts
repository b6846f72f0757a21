import { mkdtempSync, readdirSync, readFileSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { getDataSourceToken } from '@nestjs/typeorm';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { createApp } from '../../src/bootstrap';
import { loadConfig } from '../../src/platform/config/app-config';
import { MailWorker } from '../../src/platform/mail/mail-worker.service';
import { MAIL_SEAL_PURPOSE, MailService } from '../../src/platform/mail/mail.service';
import { SecretBox } from '../../src/platform/security/secret-box';
import { authFetch, signUpRaw } from '../support/auth-http';
import { FAST_AUTH_ENV, startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { lockWaitOn, openLockHolder } from '../support/lock-waits';
import { outboxDrained } from '../support/outbox';
import { ScriptedSmtpSink } from '../support/scripted-smtp-sink';
import { startAnotherProcess } from '../support/second-process';
import { parseMessage } from '../support/smtp-sink';
import { sql } from '../support/sql';
import { startTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase } from '../support/test-database';

describe('mail outbox', () => {
  describe('with SMTP', () => {
    let t: AuthTestApp;
    beforeAll(async () => {
      t = await startAuthTestApp();
    });
    afterAll(() => t.close());

    it('keeps queued content sealed (no address or token readable in the table) and erases it once sent', async () => {
      const email = uniqueEmail();
      await signUpRaw(t.authUrl, email);
      await authFetch(t.authUrl, '/recover', { body: { email } });
      await t.smtp.next(email);
      await t.app.get(MailWorker).drain();
      const rows = await sql<{ kind: string; content: string; status: string; sent_at: Date | null }>(
        t.database.url,
        'SELECT kind, content, status, sent_at FROM mail_outbox',
      );
      expect(rows).toEqual([{ kind: 'auth.recovery', content: '', status: 'sent', sent_at: expect.any(Date) }]);
    });

    it("sealed while waiting, and queued with the caller's transaction: nothing goes out before it commits", async () => {
      const dataSource = t.app.get<DataSource>(getDataSourceToken());
      await dataSource.transaction(async (manager) => {
        await t.app.get(MailService).enqueue({ kind: 'test.sealed', to: 'sealed@example.com', subject: 'Sealed', text: 'secret-link-token' }, manager);
        const [row] = (await manager.query(`SELECT content, status FROM mail_outbox WHERE kind = 'test.sealed'`)) as { content: string; status: string }[];
        expect(row!.status).toBe('pending');
        expect(row!.content).toMatch(/^v1\./);
        expect(row!.content).not.toContain('sealed@example.com');
        expect(row!.content).not.toContain('secret-link-token');
        await t.app.get(MailWorker).drain(); // cannot see the uncommitted row
        expect(t.smtp.pending('sealed@example.com')).toEqual([]);
      });
      const delivered = await t.smtp.next('sealed@example.com');
      // Every message leaves in the firm's layout, even one queued with a text part only.
      expect(delivered.text).toMatch(/^secret-link-token\n\n--\nHuron Tax & Accounting, 23814 Michigan Ave/);
      expect(delivered.html).toContain('<p style="margin:0 0 16px 0;">secret-link-token</p>');
    });

    it('two app instances sharing the outbox (in this Node process, each with its own pool and worker) deliver every message exactly once', async () => {
      const other = await startAnotherProcess(t.database.url, { ...FAST_AUTH_ENV, SMTP_URL: t.smtp.url });
      try {
        const recipients = Array.from({ length: 24 }, (_, i) => `burst.${i}@example.com`);
        const services = [t.app.get(MailService), other.app.get(MailService)];
        await Promise.all(recipients.map((to, i) => services[i % 2]!.enqueue({ kind: 'test.burst', to, subject: `n${i}`, text: 'x' })));
        const received = await Promise.all(recipients.map((to) => t.smtp.next(to)));
        expect(received.map((m) => m.subject).sort()).toEqual(recipients.map((_, i) => `n${i}`).sort());
        await Promise.all([t.app.get(MailWorker).drain(), other.app.get(MailWorker).drain()]);
        expect(t.smtp.received.filter((m) => m.subject.startsWith('n') && m.to[0]!.startsWith('burst.'))).toHaveLength(24);
        expect(await sql(t.database.url, `SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'test.burst' AND status = 'sent'`)).toEqual([{ n: 24 }]);
      } finally {
        await other.close();
      }
    });
  });

  describe('delivery is decoupled from the request', () => {
    let sink: ScriptedSmtpSink;
    let t: TestApp;
    beforeAll(async () => {
      sink = await ScriptedSmtpSink.start();
      t = await startTestApp({ ...FAST_AUTH_ENV, SMTP_URL: sink.url });
    });
    afterAll(async () => {
      await t.close();
      await sink.close();
    });

    it('a request that sends mail answers while the SMTP transaction is still open (delivery happens after the response)', async () => {
      const email = uniqueEmail();
      const authUrl = `${t.baseUrl}/auth/v1`;
      await signUpRaw(authUrl, email);
      await outboxDrained(t.app, t.database.url);
      const gate = sink.holdData(); // the server reads the message but withholds its reply until released
      try {
        const res = await authFetch(authUrl, '/recover', { body: { email } }); // a synchronous send could not answer before release()
        expect(res.status).toBe(200);
        await gate.held;
        expect(sink.accepted.filter((m) => m.to.includes(email))).toEqual([]);
        expect(
          await sql(
            t.database.url,
            `SELECT o.status, j.locked_by IS NOT NULL AS leased FROM mail_outbox o JOIN scheduled_jobs j ON j.name = 'mail:deliver/' || o.id WHERE o.kind = 'auth.recovery'`,
          ),
        ).toEqual([{ status: 'pending', leased: true }]);
      } finally {
        gate.release();
      }
      await outboxDrained(t.app, t.database.url);
      expect(sink.accepted.filter((m) => m.to.includes(email)).map((m) => m.subject)).toEqual(['Reset your Huron Tax & Accounting password']);
    });
  });

  describe('claiming rows', () => {
    let t: AuthTestApp;
    beforeAll(async () => {
      // Only the test's own drain() and NOTIFYs wake the scheduler: rows inserted below carry no NOTIFY.
      t = await startAuthTestApp({ JOBS_POLL_INTERVAL_SECONDS: '3600' });
    });
    afterAll(() => t.close());

    it('a scheduler skips a delivery job another claimant has locked and takes the next one instead of waiting (SKIP LOCKED)', async () => {
      const worker = t.app.get(MailWorker);
      await worker.drain();
      const seal = (to: string) => t.app.get(SecretBox).seal(MAIL_SEAL_PURPOSE, JSON.stringify({ kind: 'test.claim', to, subject: `for ${to}`, text: 'x' }));
      const [locked, next] = await sql<{ id: string }>(
        t.database.url,
        `INSERT INTO mail_outbox (kind, content) VALUES ('test.claim', $1), ('test.claim', $2) RETURNING id::text`,
        [seal('locked@example.com'), seal('next@example.com')],
      );
      // What MailService.enqueue schedules with each message: its delivery job, due now.
      await sql(
        t.database.url,
        `INSERT INTO scheduled_jobs (name, kind, run_at) SELECT 'mail:deliver/' || id, 'mail:deliver', now() FROM unnest($1::text[]) AS id`,
        [[locked!.id, next!.id]],
      );
      const holder = await openLockHolder(t.database.url); // another claimant, mid-claim: it holds the first job
      const watch = lockWaitOn(t.database.url, holder);
      try {
        await holder.query(`SELECT name FROM scheduled_jobs WHERE name = $1 FOR UPDATE`, [`mail:deliver/${locked!.id}`]);
        const outcome = await Promise.race([worker.drain().then(() => 'took the next row'), watch.waiting.then(() => 'waited for the locked row')]);
        expect(outcome).toBe('took the next row');
        expect((await t.smtp.next('next@example.com')).subject).toBe('for next@example.com');
        expect(
          await sql(
            t.database.url,
            `SELECT o.id::text, o.status, j.attempts FROM mail_outbox o LEFT JOIN scheduled_jobs j ON j.name = 'mail:deliver/' || o.id WHERE o.kind = 'test.claim' ORDER BY o.id`,
          ),
        ).toEqual([
          { id: locked!.id, status: 'pending', attempts: 0 },
          { id: next!.id, status: 'sent', attempts: null }, // delivered: its job is gone
        ]);
      } finally {
        watch.stop();
        await holder.release();
      }
      await outboxDrained(t.app, t.database.url);
      expect((await t.smtp.next('locked@example.com')).subject).toBe('for locked@example.com');
    });
  });

  describe('without SMTP_URL', () => {
    it('writes .eml files under VAR_DIR/mail for the operator and logs a line without the address', async () => {
      const varDir = mkdtempSync(join(tmpdir(), 'huron-mail-'));
      chmodSync(varDir, 0o755);
      const lines: string[] = [];
      const log = pino({ level: 'info' }, new Writable({ write: (chunk, _enc, done) => (lines.push(chunk.toString()), done()) }));
      const database = await createTestDatabase();
      const config = loadConfig({ ...FAST_AUTH_ENV, NODE_ENV: 'test', PORT: '0', WEB_DIST: '/nonexistent', VAR_DIR: varDir, PUBLIC_URL: 'http://site.test' });
      const app = await createApp({ config, databaseUrl: database.url, log });
      await app.listen(0, '127.0.0.1');
      try {
        const authUrl = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}/auth/v1`;
        const email = 'operator.reads.this@example.com';
        await signUpRaw(authUrl, email);
        await authFetch(authUrl, '/recover', { body: { email } });
        await app.get(MailWorker).drain();
        const files = readdirSync(join(varDir, 'mail'));
        expect(files).toEqual([expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d-]+Z-\d+-auth\.recovery\.eml$/)]);
        const message = parseMessage(readFileSync(join(varDir, 'mail', files[0]!), 'utf8'));
        expect(message.subject).toBe('Reset your Huron Tax & Accounting password');
        expect(message.text).toContain('http://site.test/auth/confirm?token_hash=');
        const logged = lines.filter((l) => l.includes('"context":"Mail"'));
        expect(logged).toHaveLength(1);
        expect(logged[0]).toContain(files[0]);
        expect(lines.join('')).not.toContain(email);
        expect(lines.join('')).not.toContain('operator.reads.this');
      } finally {
        await app.close();
        await database.drop();
        rmSync(varDir, { recursive: true, force: true });
      }
    });
  });
});
