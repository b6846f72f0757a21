import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { runStaffCommand } from '../../src/cli/staff';
import { UploadsService } from '../../src/modules/uploads';
import { signUpRaw } from '../support/auth-http';
import { FAST_AUTH_ENV, startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { sql } from '../support/sql';
import { ACCEPTED, MARKER, upload } from './upload-fixtures';

const BUCKET = 'client-documents';

describe('uploads on an S3-compatible store (s3rver over HTTP)', () => {
  let t: AuthTestApp;
  let s3rver: S3rver;
  let s3: S3Client;
  let dir: string;
  let staff: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 's3rver-'));
    s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
    const { port } = await s3rver.run();
    const endpoint = `http://127.0.0.1:${port}`;
    s3 = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
    t = await startAuthTestApp({
      PUBLIC_URL: 'http://site.test',
      VAR_DIR: await mkdtemp(join(tmpdir(), 'uploads-s3-spec-')),
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
    const email = uniqueEmail('staff');
    staff = (await signUpRaw(t.authUrl, email)).access_token;
    const code = await runStaffCommand([email], {
      env: { ...FAST_AUTH_ENV, NODE_ENV: 'test', DATABASE_URL: t.database.url, SMTP_URL: t.smtp.url, LOG_LEVEL: 'silent' },
      stdout: () => undefined,
      stderr: () => undefined,
      readStdin: async () => '',
    });
    expect(code).toBe(0);
  });
  afterAll(async () => {
    await t.close();
    s3.destroy();
    await s3rver.close();
    await rm(dir, { recursive: true, force: true });
    await rm(t.config.varDir, { recursive: true, force: true });
  });

  const objectKeys = async () => ((await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key!);

  it('stores ciphertext objects only and round-trips every kind through a staff link; the sweep deletes the object', async () => {
    for (const { file, content } of ACCEPTED) {
      const res = await upload(t.baseUrl, file, content);
      expect(res.status).toBe(201);
      const [row] = await sql<{ storage_key: string }>(t.database.url, 'SELECT storage_key FROM uploads WHERE id = $1', [res.body['id']]);
      const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: `uploads/${row!.storage_key}` }));
      const stored = Buffer.from(await object.Body!.transformToByteArray());
      expect(stored.includes(Buffer.from(MARKER))).toBe(false);

      const linkRes = await fetch(`${t.baseUrl}/api/admin/uploads/${res.body['id'] as string}/link`, { headers: { authorization: `Bearer ${staff}` } });
      const { url } = (await linkRes.json()) as { url: string };
      const parsed = new URL(url);
      const download = await fetch(`${t.baseUrl}${parsed.pathname}${parsed.search}`);
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
    }
    expect(await objectKeys()).toHaveLength(ACCEPTED.length);

    await sql(t.database.url, "UPDATE uploads SET created_at = now() - interval '25 hours'");
    expect(await t.app.get(UploadsService).sweepUnclaimed()).toBe(ACCEPTED.length);
    expect(await objectKeys()).toEqual([]);
  });

  it('streams a document of exactly 15 MiB up as a multipart upload that round-trips; one byte more leaves no object', async () => {
    const exact = Buffer.alloc(15 * 1024 * 1024, 0x20);
    Buffer.from(`%PDF-1.7\n${MARKER}`).copy(exact);
    const res = await upload(t.baseUrl, 'big-scan.pdf', exact);
    expect(res).toMatchObject({ status: 201, body: { size: exact.length } });
    const linkRes = await fetch(`${t.baseUrl}/api/admin/uploads/${res.body['id'] as string}/link`, { headers: { authorization: `Bearer ${staff}` } });
    const parsed = new URL(((await linkRes.json()) as { url: string }).url);
    const download = await fetch(`${t.baseUrl}${parsed.pathname}${parsed.search}`);
    expect(Buffer.from(await download.arrayBuffer()).equals(exact)).toBe(true);
    expect(await objectKeys()).toHaveLength(1);

    const over = await upload(t.baseUrl, 'big-scan.pdf', Buffer.concat([exact, Buffer.from('x')]));
    expect(over).toMatchObject({ status: 422, body: { code: 'file_too_large' } });
    expect(await objectKeys()).toHaveLength(1);
  });
});
