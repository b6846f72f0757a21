import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource, type EntityManager } from 'typeorm';
import { runStaffCommand } from '../../src/cli/staff';
import { UploadsService } from '../../src/modules/uploads';
import { linkSignature } from '../../src/modules/uploads/upload-link';
import { SecretBox } from '../../src/platform/security/secret-box';
import { signUpRaw } from '../support/auth-http';
import { FAST_AUTH_ENV, startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { sql } from '../support/sql';
import { ACCEPTED, EXCEL_97, MARKER, upload } from './upload-fixtures';

const MB = 1024 * 1024;

describe('uploads: encrypted documents, claims, signed download links', () => {
  let t: AuthTestApp;
  let staff: string;
  const storedDir = () => join(t.config.varDir, 'uploads');
  const storedFiles = async () => readdir(storedDir()).catch(() => [] as string[]);
  const rowCount = async () => Number((await sql<{ n: string }>(t.database.url, 'SELECT count(*) AS n FROM uploads'))[0]!.n);

  beforeAll(async () => {
    t = await startAuthTestApp({ PUBLIC_URL: 'http://site.test', VAR_DIR: await mkdtemp(join(tmpdir(), 'uploads-spec-')) });
    const email = uniqueEmail('staff');
    const { access_token } = await signUpRaw(t.authUrl, email);
    const code = await runStaffCommand([email], {
      env: { ...FAST_AUTH_ENV, NODE_ENV: 'test', DATABASE_URL: t.database.url, SMTP_URL: t.smtp.url, LOG_LEVEL: 'silent' },
      stdout: () => undefined,
      stderr: () => undefined,
      readStdin: async () => '',
    });
    expect(code).toBe(0);
    staff = access_token;
  });
  afterAll(async () => {
    await t.close();
    await rm(t.config.varDir, { recursive: true, force: true });
  });

  async function link(id: string, bearer = staff) {
    const res = await fetch(`${t.baseUrl}/api/admin/uploads/${id}/link`, { headers: { authorization: `Bearer ${bearer}` } });
    return { status: res.status, body: (await res.json()) as { url: string; expiresAt: string } };
  }
  const local = (url: string) => {
    const parsed = new URL(url);
    return `${t.baseUrl}${parsed.pathname}${parsed.search}`;
  };

  it('accepts every kind by its content, stores only ciphertext, and round-trips exactly through a staff link', async () => {
    for (const { file, type, content } of ACCEPTED) {
      const res = await upload(t.baseUrl, file, content);
      expect(res).toMatchObject({ status: 201, body: { name: file, size: content.length, type } });
      const [row] = await sql<{ storage_key: string; sha256: string }>(t.database.url, 'SELECT storage_key, sha256 FROM uploads WHERE id = $1', [
        res.body['id'],
      ]);
      const stored = await readFile(join(storedDir(), row!.storage_key));
      expect(stored.includes(Buffer.from(MARKER))).toBe(false);
      expect(row!.storage_key).not.toContain(file);

      const created = await link(res.body['id'] as string);
      expect(created.status).toBe(200);
      expect(Date.parse(created.body.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
      const download = await fetch(local(created.body.url));
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
      expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${file}"; filename*=UTF-8''${file}`);
      expect(download.headers.get('cache-control')).toBe('no-store');
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const audit = await sql<{ action: string; details: unknown }>(
      t.database.url,
      "SELECT action, details FROM audit_log WHERE subject_type = 'upload' ORDER BY id",
    );
    expect(audit.filter((a) => a.action === 'upload.link_created')).toHaveLength(ACCEPTED.length);
    expect(audit.filter((a) => a.action === 'upload.downloaded')).toHaveLength(ACCEPTED.length);
    expect(JSON.stringify(audit)).not.toMatch(/\.pdf|\.docx?|\.png|\.jpg|\.heic/i);
  });

  it('refuses wrong content under a .pdf name and an OLE file that is not Word, naming the file and the rule', async () => {
    const before = await rowCount();
    const res = await upload(t.baseUrl, 'tax-return.pdf', Buffer.from('<html>not a pdf</html>'));
    expect(res).toMatchObject({
      status: 422,
      body: { code: 'unsupported_file_type', message: '"tax-return.pdf" is not a PDF, JPEG, PNG, HEIC, DOC or DOCX file', errors: [{ field: 'file' }] },
    });
    expect((await upload(t.baseUrl, 'sheet.doc', EXCEL_97)).status).toBe(422);
    expect(await rowCount()).toBe(before);
  });

  it('accepts a file of exactly 15 MiB and refuses one byte more while streaming, storing nothing', async () => {
    const exact = Buffer.alloc(15 * MB, 0x20);
    Buffer.from('%PDF-1.7\n').copy(exact);
    const accepted = await upload(t.baseUrl, 'scan.pdf', exact);
    expect(accepted).toMatchObject({ status: 201, body: { size: 15 * MB } });

    const rowsBefore = await rowCount();
    const filesBefore = (await storedFiles()).length;
    const res = await upload(t.baseUrl, 'scan.pdf', Buffer.concat([exact, Buffer.from('x')]));
    expect(res).toMatchObject({ status: 422, body: { code: 'file_too_large', message: '"scan.pdf" is larger than 15 MB', errors: [{ field: 'file' }] } });
    expect(await rowCount()).toBe(rowsBefore);
    expect((await storedFiles()).length).toBe(filesBefore);
  });

  it('refuses a wrong kind from its first bytes without storing any of it, and an OLE file that turns out not to be Word', async () => {
    const filesBefore = (await storedFiles()).length;
    const res = await upload(t.baseUrl, 'big.pdf', Buffer.alloc(10 * MB, 0x41));
    expect(res).toMatchObject({ status: 422, body: { code: 'unsupported_file_type' } });
    const excelBig = Buffer.concat([EXCEL_97, Buffer.alloc(3 * MB)]);
    expect((await upload(t.baseUrl, 'sheet.doc', excelBig)).body['code']).toBe('unsupported_file_type');
    expect((await storedFiles()).length).toBe(filesBefore);
  });

  it('sanitises the display name and needs a file', async () => {
    const res = await upload(t.baseUrl, '..\\..\\Steuererklärung \u202egnp.pdf', ACCEPTED[0]!.content);
    expect(res).toMatchObject({ status: 201, body: { name: 'Steuererklärung gnp.pdf' } });
    const none = await fetch(`${t.baseUrl}/api/uploads`, { method: 'POST', body: new FormData() });
    expect(none.status).toBe(422);
  });

  it('replays an upload sent twice with the same Idempotency-Key, and refuses the key with another file', async () => {
    const headers = { 'idempotency-key': `upload-${Date.now()}` };
    const first = await upload(t.baseUrl, 'w2.png', ACCEPTED[2]!.content, headers);
    const again = await upload(t.baseUrl, 'w2.png', ACCEPTED[2]!.content, headers);
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, body: { id: first.body['id'] } });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const otherFile = await upload(t.baseUrl, 'w2.png', Buffer.concat([ACCEPTED[2]!.content, Buffer.from('changed')]), headers);
    expect(otherFile).toMatchObject({ status: 422, body: { code: 'idempotency_key_reused' } });
  });

  it('refuses links to non-staff (403), and altered or expired links (404, the same answer)', async () => {
    const { body } = await upload(t.baseUrl, 'return.pdf', ACCEPTED[0]!.content);
    const id = body['id'] as string;
    const client = await signUpRaw(t.authUrl, uniqueEmail('client'));
    expect((await link(id, client.access_token)).status).toBe(403);

    const { body: valid } = await link(id);
    const url = new URL(local(valid.url));
    const signature = url.searchParams.get('signature')!;
    url.searchParams.set(
      'signature',
      signature.replace(/^./, (c) => (c === '0' ? '1' : '0')),
    );
    const altered = await fetch(url);
    expect(altered.status).toBe(404);

    const past = Math.floor(Date.now() / 1000) - 1;
    const box = new SecretBox(t.config.appSecret!);
    const expired = await fetch(`${t.baseUrl}/api/uploads/${id}/content?expires=${past}&signature=${linkSignature(box, id, past)}`);
    expect(expired.status).toBe(404);
    const { requestId: _a, ...expiredBody } = (await expired.json()) as Record<string, unknown>;
    const { requestId: _b, ...alteredBody } = (await altered.json()) as Record<string, unknown>;
    expect(expiredBody).toEqual(alteredBody);
  });

  it('detects tampering with the stored ciphertext', async () => {
    const { body } = await upload(t.baseUrl, 'return.pdf', ACCEPTED[0]!.content);
    const [row] = await sql<{ storage_key: string }>(t.database.url, 'SELECT storage_key FROM uploads WHERE id = $1', [body['id']]);
    const path = join(storedDir(), row!.storage_key);
    const stored = await readFile(path);
    const at = stored.length - 20;
    stored.writeUInt8(stored.readUInt8(at) ^ 0x01, at);
    await writeFile(path, stored);
    const { body: created } = await link(body['id'] as string);
    const res = await fetch(local(created.url));
    expect(res.status).not.toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).includes(Buffer.from(MARKER))).toBe(false);
  });

  describe('claim', () => {
    const service = () => t.app.get(UploadsService);
    const inTransaction = (fn: (manager: EntityManager) => Promise<void>) => t.app.get(DataSource).transaction(fn);
    const uploadMany = async (n: number) => {
      const ids: string[] = [];
      for (let i = 0; i < n; i++) ids.push((await upload(t.baseUrl, `page-${i}.png`, ACCEPTED[2]!.content)).body['id'] as string);
      return ids;
    };
    const claim = (ids: string[], ownerId: string) =>
      inTransaction((manager) => service().claim(ids, { type: 'tax-intake', id: ownerId }, manager)).then(
        () => null,
        (error: { status: number; errors: Array<{ field: string }> }) => ({ status: error.status, field: error.errors[0]!.field }),
      );

    it('claims up to ten files for one owner; lists them; refuses an eleventh, another owner, unknown ids and over 60 MB', async () => {
      const ids = await uploadMany(11);
      expect(await claim(ids, 'owner-a')).toEqual({ status: 422, field: 'documents' });
      expect(await claim([ids[0]!, '0f0f0f0f-0000-4000-8000-000000000000'], 'owner-a')).toEqual({ status: 422, field: 'documents.1' });
      expect(await claim(ids.slice(0, 10), 'owner-a')).toBeNull();
      expect(await claim(ids.slice(0, 2), 'owner-a')).toBeNull();
      expect(await claim([ids[10]!, ids[3]!], 'owner-b')).toEqual({ status: 422, field: 'documents.1' });
      const listed = await service().listFor({ type: 'tax-intake', id: 'owner-a' });
      expect(listed.map((d) => d.id)).toEqual(ids.slice(0, 10));
      expect(listed[0]).toEqual({ id: ids[0], name: 'page-0.png', size: ACCEPTED[2]!.content.length, type: 'image/png' });

      const heavy = await uploadMany(5);
      await sql(t.database.url, 'UPDATE uploads SET size = $2 WHERE id = ANY($1)', [heavy, 13 * MB]);
      expect(await claim(heavy, 'owner-c')).toEqual({ status: 422, field: 'documents' });
      expect(await claim(heavy.slice(0, 4), 'owner-c')).toBeNull();
    });

    it('the sweep deletes unclaimed uploads older than a day (row and object), and nothing else', async () => {
      const [oldUnclaimed, oldClaimed, fresh] = await uploadMany(3);
      expect(await claim([oldClaimed!], 'owner-d')).toBeNull();
      await sql(t.database.url, "UPDATE uploads SET created_at = now() - interval '25 hours' WHERE id = ANY($1)", [[oldUnclaimed, oldClaimed]]);
      const keys = await sql<{ id: string; storage_key: string }>(t.database.url, 'SELECT id, storage_key FROM uploads WHERE id = ANY($1)', [
        [oldUnclaimed, oldClaimed, fresh],
      ]);
      const keyOf = (id: string) => keys.find((k) => k.id === id)!.storage_key;

      expect(await service().sweepUnclaimed()).toBe(1);
      const left = await sql<{ id: string }>(t.database.url, 'SELECT id FROM uploads WHERE id = ANY($1)', [[oldUnclaimed, oldClaimed, fresh]]);
      expect(left.map((r) => r.id).sort()).toEqual([oldClaimed, fresh].sort());
      const files = await storedFiles();
      expect(files).not.toContain(keyOf(oldUnclaimed!));
      expect(files).toEqual(expect.arrayContaining([keyOf(oldClaimed!), keyOf(fresh!)]));
    });
  });
});
