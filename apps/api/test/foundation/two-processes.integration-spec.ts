import { runStaffCommand } from '../../src/cli/staff';
import { authFetch, refresh, signUpRaw, type Tokens } from '../support/auth-http';
import { uniqueEmail } from '../support/auth-test-app';
import type { ApiProcess } from '../support/api-process';
import { startReplicaPair, type ReplicaPair } from '../support/replica-pair';
import type { RoundRobinProxy } from '../support/round-robin-proxy';
import { MARKER, upload } from '../uploads/upload-fixtures';

const PASSWORD = 'correct horse battery';

/**
 * Two API processes (separate operating-system processes) on one PostgreSQL and one S3 store, behind a round-robin
 * proxy, with production's settings: whatever one writes, the other reads (issue 48, the multi-process test). The
 * booking race, mail, migrations and rolling restart are in replicas-under-load.integration-spec.ts (same set-up).
 */
describe('two API processes behind a round-robin proxy', () => {
  let pair: ReplicaPair;
  let proxy: RoundRobinProxy;
  let env: Record<string, string>;
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    // Both start at the same moment (each migrates under the advisory lock).
    pair = await startReplicaPair();
    ({ proxy, env } = pair);
    [a, b] = pair.processes as [ApiProcess, ApiProcess];
  }, 120_000);

  afterAll(() => pair?.close());

  it('spreads requests over both processes', async () => {
    const answered = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${proxy.url}/api/health`);
      expect(res.status).toBe(200);
      answered.push(res.headers.get('x-upstream'));
    }
    expect(answered.sort()).toEqual(['0', '0', '1', '1']);
  });

  it('signs up through A and refreshes through B; each accepts the access tokens of the other', async () => {
    const session: Tokens = await signUpRaw(a.authUrl, uniqueEmail('replicas'));
    const refreshed = await refresh(b.authUrl, session.refresh_token);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.user.id).toBe(session.user.id);
    expect((await authFetch(a.authUrl, '/user', { token: refreshed.body.access_token })).status).toBe(200);
    expect((await authFetch(b.authUrl, '/user', { token: session.access_token })).status).toBe(200);
  });

  it('uploads through A and downloads the same bytes through B', async () => {
    const email = uniqueEmail('staff');
    await signUpRaw(a.authUrl, email, PASSWORD);
    const code = await runStaffCommand([email], {
      env: { ...env, LOG_LEVEL: 'silent', VAR_DIR: await pair.varDir('cli') },
      stdout: () => undefined,
      stderr: () => undefined,
      readStdin: async () => '',
    });
    expect(code).toBe(0);
    const signIn = await authFetch<Tokens>(b.authUrl, '/token?grant_type=password', { body: { email, password: PASSWORD } });
    expect(signIn.status).toBe(200);
    const content = Buffer.from(`%PDF-1.7\n${MARKER}\n${'x'.repeat(4096)}`);
    const uploaded = await upload(a.baseUrl, 'w2.pdf', content);
    expect(uploaded.status).toBe(201);
    const linkRes = await fetch(`${b.baseUrl}/api/admin/uploads/${uploaded.body['id'] as string}/link`, {
      headers: { authorization: `Bearer ${signIn.body.access_token}` },
    });
    expect(linkRes.status).toBe(200);
    const link = new URL(((await linkRes.json()) as { url: string }).url);
    expect(link.origin).toBe(proxy.url);
    const download = await fetch(`${b.baseUrl}${link.pathname}${link.search}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
  });
});
