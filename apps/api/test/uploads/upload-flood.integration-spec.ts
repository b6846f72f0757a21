import { request } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { UploadsService } from '../../src/modules/uploads';
import { startAuthTestApp, type AuthTestApp } from '../support/auth-test-app';
import { sql } from '../support/sql';
import { waitUntil } from '../support/wait-until';
import { upload } from './upload-fixtures';

const PER_HOUR = 5;
const KB = 1024;

/** A PDF of `kb` kibibytes. */
const pdf = (kb: number) => {
  const body = Buffer.alloc(kb * KB, 0x20);
  Buffer.from('%PDF-1.7\n').copy(body);
  return body;
};

describe('upload flood: per-address hourly limit and a cap on unclaimed bytes (UPLOAD_UNCLAIMED_MB_PER_ADDRESS=1)', () => {
  let t: AuthTestApp;
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const storedFiles = async () => (await readdir(join(t.config.varDir, 'uploads')).catch(() => [] as string[])).length;
  const rowCount = async () => (await sql<{ n: number }>(t.database.url, 'SELECT count(*)::int AS n FROM uploads'))[0]!.n;

  beforeAll(async () => {
    t = await startAuthTestApp({
      TRUST_PROXY: 'true',
      VAR_DIR: await mkdtemp(join(tmpdir(), 'upload-flood-spec-')),
      UPLOAD_RATE_LIMIT_PER_HOUR: String(PER_HOUR),
      UPLOAD_UNCLAIMED_MB_PER_ADDRESS: '1',
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(t.config.varDir, { recursive: true, force: true });
  });

  it(`answers the ${PER_HOUR + 1}th upload of an hour from one address with 429 and Retry-After; another address still uploads`, async () => {
    for (let i = 0; i < PER_HOUR; i++) expect((await upload(t.baseUrl, 'page.pdf', pdf(1), from('203.0.113.1'))).status).toBe(201);
    const refused = await upload(t.baseUrl, 'page.pdf', pdf(1), from('203.0.113.1'));
    expect(refused).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await upload(t.baseUrl, 'page.pdf', pdf(1), from('203.0.113.2'))).status).toBe(201);
  });

  it('refuses what would pass the unclaimed cap (429 with Retry-After, nothing stored); a claim makes room again', async () => {
    const ip = '198.51.100.20';
    const first = await upload(t.baseUrl, 'w2.pdf', pdf(600), from(ip));
    expect(first.status).toBe(201);
    const [rows, files] = [await rowCount(), await storedFiles()];
    const refused = await upload(t.baseUrl, 'w2.pdf', pdf(600), from(ip));
    expect(refused).toMatchObject({ status: 429, body: { code: 'upload_quota_exceeded', message: expect.stringContaining('1 MB') } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect([await rowCount(), await storedFiles()]).toEqual([rows, files]);

    await t.app
      .get(DataSource)
      .transaction((manager) => t.app.get(UploadsService).claim([first.body['id'] as string], { type: 'tax-intake', id: 'flood-owner' }, manager));
    expect((await upload(t.baseUrl, 'w2.pdf', pdf(600), from(ip))).status).toBe(201);
  });

  it('parallel uploads from one address cannot slip past the cap together, and leave no object without a row', async () => {
    const ip = '198.51.100.30';
    const answers = await Promise.all(Array.from({ length: 4 }, () => upload(t.baseUrl, 'scan.pdf', pdf(400), from(ip))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 429, 429]);
    expect(await storedFiles()).toBe(await rowCount());
  });

  it('a client that hangs up halfway leaves no stored object behind', async () => {
    const before = await storedFiles();
    const boundary = 'cut-off-boundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
    const req = request(`${t.baseUrl}/api/uploads`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + 900 * KB),
        'x-forwarded-for': '198.51.100.40',
      },
    });
    req.on('error', () => undefined); // the hang-up below
    req.write(head);
    req.write(pdf(500)); // of 900 KiB announced: within the cap
    const rows = await rowCount();
    await waitUntil('the partial object', storedFiles, (n) => n > before, 10_000);
    req.destroy();
    await waitUntil('the partial object to go', storedFiles, (n) => n === before, 10_000);
    expect(await rowCount()).toBe(rows);
  });
});
