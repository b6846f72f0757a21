import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GoTrueClient } from '@supabase/auth-js';
import { loadConfig } from '../../src/platform/config/app-config';
import { provideDatabase, type DatabaseHandle } from '../../src/platform/database/database-url';
import { migrateDatabase } from '../../src/platform/database/run-migrations';
import { authFetch, signUpRaw } from '../support/auth-http';
import { FAST_AUTH_ENV, memoryStorage, uniqueEmail } from '../support/auth-test-app';
import { ownedClusterDirectory } from '../support/owned-cluster';
import { startAnotherProcess, type SecondProcess } from '../support/second-process';
import { statusOf, waitUntil } from '../support/wait-until';

/** Holds the supervisor's restart until the test has looked at the outage. */
function gate(): { opened: Promise<void>; open(): void } {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('the embedded PostgreSQL is supervised', () => {
  const cluster = ownedClusterDirectory('supervised');
  const restart = gate();
  const events: { level: string; message: string; fields: Record<string, unknown> }[] = [];
  let database: DatabaseHandle;
  let app: SecondProcess;
  const postmasterPid = () => Number(readFileSync(join(cluster.dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

  beforeAll(async () => {
    const env = { ...FAST_AUTH_ENV, VAR_DIR: cluster.dir };
    database = await provideDatabase(loadConfig({ NODE_ENV: 'test', ...env }), () => undefined, {
      supervision: { log: (level, fields, message) => events.push({ level, message, fields }), beforeRestart: () => restart.opened },
    });
    await migrateDatabase(database.url);
    app = await startAnotherProcess(database.url, env);
  });
  afterAll(async () => {
    restart.open();
    await app?.close();
    await database?.stop();
    cluster.remove();
  });

  it('restarts it after it is killed: 503 with Retry-After meanwhile, then readiness and token grants come back', async () => {
    const email = uniqueEmail('supervised');
    const password = 'correct horse battery';
    await signUpRaw(app.authUrl, email, password);
    const statuses: { url: string; status: number }[] = [];
    const client = new GoTrueClient({
      url: app.authUrl,
      headers: { apikey: 'test-anon-key' },
      storage: memoryStorage(),
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      fetch: async (input, init) => {
        const res = await fetch(input, init);
        statuses.push({ url: String(input), status: res.status });
        return res;
      },
    });
    expect((await client.signInWithPassword({ email, password })).error).toBeNull();
    const killed = postmasterPid();

    process.kill(killed, 'SIGKILL');
    await waitUntil(
      'readiness to report the outage',
      () => statusOf(`${app.baseUrl}/api/health`),
      (status) => status === 503,
    );

    const grant = await authFetch(app.authUrl, '/token?grant_type=password', { body: { email, password } });
    expect(grant).toMatchObject({ status: 503, body: { code: 503, error_code: 'unexpected_failure' } });
    expect(grant.headers.get('retry-after')).toBe('5');
    const health = await fetch(`${app.baseUrl}/api/health`);
    expect(health.headers.get('retry-after')).toBe('5');
    expect(events).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'embedded PostgreSQL exited unexpectedly; restarting it',
        fields: expect.objectContaining({ signal: 'SIGKILL' }),
      }),
    );

    // auth-js refreshing during the outage retries the 503s and keeps its session until the server is back.
    const refreshing = client.refreshSession();
    await waitUntil(
      'auth-js to meet a 503',
      async () => statuses.filter((s) => s.url.includes('grant_type=refresh_token')),
      (seen) => seen.some((s) => s.status === 503),
    );
    restart.open();
    const refreshed = await refreshing;
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.user.email).toBe(email);

    await waitUntil(
      'readiness to return',
      () => statusOf(`${app.baseUrl}/api/health`),
      (status) => status === 200,
    );
    expect((await authFetch(app.authUrl, '/token?grant_type=password', { body: { email, password } })).status).toBe(200);
    expect(postmasterPid()).not.toBe(killed);
    expect(events).toContainEqual(expect.objectContaining({ level: 'info', message: 'embedded PostgreSQL restarted' }));
    expect(JSON.stringify(events)).not.toContain(new URL(database.url).password);
  }, 90_000);
});
