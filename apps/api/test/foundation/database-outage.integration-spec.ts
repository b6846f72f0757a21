import { join } from 'node:path';
import { GoTrueClient } from '@supabase/auth-js';
import { EmbeddedPostgres } from '../../src/platform/database/embedded-postgres';
import { migrateDatabase } from '../../src/platform/database/run-migrations';
import { authFetch } from '../support/auth-http';
import { FAST_AUTH_ENV, memoryStorage, uniqueEmail } from '../support/auth-test-app';
import { ownedClusterDirectory, THROWAWAY_SETTINGS } from '../support/owned-cluster';
import { startAnotherProcess, type SecondProcess } from '../support/second-process';
import { statusOf, waitUntil } from '../support/wait-until';

const API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01' };

describe('while the database is stopped under a running app', () => {
  const cluster = ownedClusterDirectory('outage');
  const postgres = new EmbeddedPostgres({ dataDir: join(cluster.dir, 'data'), settings: THROWAWAY_SETTINGS });
  let app: SecondProcess;

  beforeAll(async () => {
    await postgres.start();
    await migrateDatabase(postgres.url);
    app = await startAnotherProcess(postgres.url, { ...FAST_AUTH_ENV, VAR_DIR: cluster.dir });
  });
  afterAll(async () => {
    await app?.close();
    await postgres.stop();
    cluster.remove();
  });

  it('answers 503 with Retry-After, never a definite auth failure; auth-js keeps its session, which works again afterwards', async () => {
    const client = new GoTrueClient({
      url: app.authUrl,
      headers: { apikey: 'test-anon-key' },
      storage: memoryStorage(),
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    });
    const email = uniqueEmail('outage');
    const { data, error } = await client.signUp({ email, password: 'correct horse battery' });
    expect(error).toBeNull();
    const session = data.session!;

    await postgres.stop();

    const user = await authFetch(app.authUrl, '/user', { token: session.access_token, headers: API_VERSION });
    expect(user).toMatchObject({ status: 503, body: { code: 'unexpected_failure' } });
    expect(user.headers.get('retry-after')).toBe('5');
    const grant = await authFetch(app.authUrl, '/token?grant_type=refresh_token', { body: { refresh_token: session.refresh_token } });
    expect(grant).toMatchObject({ status: 503, body: { code: 503, error_code: 'unexpected_failure' } });
    expect(grant.headers.get('retry-after')).toBe('5');
    const profile = await fetch(`${app.baseUrl}/api/profiles/me`, { headers: { authorization: `Bearer ${session.access_token}` } });
    expect(profile.status).toBe(503);
    expect(profile.headers.get('retry-after')).toBe('5');
    expect(await profile.json()).toMatchObject({ status: 503, code: 'service_unavailable' });
    const health = await fetch(`${app.baseUrl}/api/health`);
    expect([health.status, health.headers.get('retry-after')]).toEqual([503, '5']);

    const during = await client.getUser();
    expect(during.error).toMatchObject({ name: 'AuthRetryableFetchError', status: 503 });
    expect((await client.getSession()).data.session?.refresh_token).toBe(session.refresh_token);

    await postgres.start();
    await waitUntil(
      'readiness to return',
      () => statusOf(`${app.baseUrl}/api/health`),
      (status) => status === 200,
    );
    const after = await client.getUser();
    expect(after.error).toBeNull();
    expect(after.data.user?.email).toBe(email);
    expect((await client.refreshSession()).error).toBeNull();
  });
});
