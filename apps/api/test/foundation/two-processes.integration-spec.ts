import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { runStaffCommand } from '../../src/cli/staff';
import { authFetch, refresh, signUpRaw, type Tokens } from '../support/auth-http';
import { uniqueEmail } from '../support/auth-test-app';
import { startApiProcess, type ApiProcess } from '../support/api-process';
import { startRoundRobinProxy, type RoundRobinProxy } from '../support/round-robin-proxy';
import { SmtpSink } from '../support/smtp-sink';
import { createTestDatabase } from '../support/test-database';
import { MARKER, upload } from '../uploads/upload-fixtures';

const BUCKET = 'client-documents';
const PASSWORD = 'correct horse battery';

/**
 * Two API processes (separate operating-system processes) on one PostgreSQL and one S3 store, behind a round-robin
 * proxy, with production's settings: whatever one writes, the other reads (issue 48, the multi-process test).
 */
describe('two API processes behind a round-robin proxy', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let smtp: SmtpSink;
  let s3rver: S3rver;
  let s3Dir: string;
  let proxy: RoundRobinProxy;
  let env: Record<string, string>;
  let a: ApiProcess;
  let b: ApiProcess;
  const varDirs: string[] = [];
  const varDir = async (name: string) => {
    const dir = await mkdtemp(join(tmpdir(), `two-processes-${name}-`));
    varDirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await SmtpSink.start();
    s3Dir = await mkdtemp(join(tmpdir(), 's3rver-two-'));
    s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir });
    const { port } = await s3rver.run();
    const s3 = new S3Client({
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
    s3.destroy();
    proxy = await startRoundRobinProxy();
    env = {
      NODE_ENV: 'production',
      STRIPE_TEST_MODE_IN_PRODUCTION: 'true',
      APP_SECRET: 'one-secret-shared-by-every-replica-000000',
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      PUBLIC_URL: proxy.url,
      TRUST_PROXY: 'true',
      AUTH_STAFF_REQUIRE_AAL2: 'false',
    };
    // Both start at the same moment (each migrates under the advisory lock).
    [a, b] = await Promise.all([startApiProcess({ ...env, VAR_DIR: await varDir('a') }), startApiProcess({ ...env, VAR_DIR: await varDir('b') })]);
    proxy.upstreams = [a.baseUrl, b.baseUrl];
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await proxy?.close();
    await s3rver?.close();
    await smtp?.close();
    await database?.drop();
    for (const dir of [s3Dir, ...varDirs]) await rm(dir, { recursive: true, force: true });
  });

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
      env: { ...env, LOG_LEVEL: 'silent', VAR_DIR: await varDir('cli') },
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
