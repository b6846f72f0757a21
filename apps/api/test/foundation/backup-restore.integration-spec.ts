import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runStaffCommand } from '../../src/cli/staff';
import { startApiProcess, stopApiProcess } from '../support/api-process';
import { authFetch, refresh, signUpRaw, type Tokens } from '../support/auth-http';
import { uniqueEmail } from '../support/auth-test-app';
import { dumpableServer, pgDump, pgRestore, type DumpableServer } from '../support/pg-tools';
import { startReplicaPair, type ReplicaPair } from '../support/replica-pair';
import { sql } from '../support/sql';
import { validIntake } from '../tax-intake/tax-intake-http';
import { MARKER, upload } from '../uploads/upload-fixtures';

const PASSWORD = 'correct horse battery';
const SUFFIX = randomBytes(4).toString('hex');

/**
 * docs/backup-and-restore.md, for real: a database populated through the app (a tax intake with a document, a
 * signed-in client, a staff member) is dumped with `pg_dump -Fc`, restored with `pg_restore` into an empty database,
 * and the app started on the restored one (same APP_SECRET, same S3 bucket) serves all of it back.
 */
describe('backup and restore with pg_dump and pg_restore', () => {
  let server: DumpableServer;
  let pair: ReplicaPair;
  let work: string;

  beforeAll(async () => {
    server = await dumpableServer();
    work = await mkdtemp(join(tmpdir(), 'backup-'));
    const source = await server.createDatabase(`backup_source_${SUFFIX}`);
    pair = await startReplicaPair({ database: { name: `backup_source_${SUFFIX}`, url: source }, count: 1 });
  }, 120_000);

  afterAll(async () => {
    await pair?.close();
    await server?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('restores a tax intake, its document and a signed-in session that the restored app serves back', async () => {
    const app = pair.processes[0]!;
    // Populate through the app: a staff member, a signed-in client, a tax intake with an uploaded document.
    const staffEmail = uniqueEmail('backup-staff');
    await signUpRaw(app.authUrl, staffEmail, PASSWORD);
    const promoted = await runStaffCommand([staffEmail], {
      env: { ...pair.env, LOG_LEVEL: 'silent', VAR_DIR: await pair.varDir('cli') },
      stdout: () => undefined,
      stderr: () => undefined,
      readStdin: async () => '',
    });
    expect(promoted).toBe(0);
    const staff = await authFetch<Tokens>(app.authUrl, '/token?grant_type=password', { body: { email: staffEmail, password: PASSWORD } });
    expect(staff.status).toBe(200);
    const client: Tokens = await signUpRaw(app.authUrl, uniqueEmail('backup-client'));
    const content = Buffer.from(`%PDF-1.7\n${MARKER}\n${'backup '.repeat(2000)}`);
    const uploaded = await upload(app.baseUrl, 'w2-2025.pdf', content);
    expect(uploaded.status).toBe(201);
    const documentId = uploaded.body['id'] as string;
    const intakeRes = await fetch(`${app.baseUrl}/api/intake/tax-info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validIntake({ fullName: 'Restored Client', documents: [documentId] })),
    });
    expect(intakeRes.status).toBe(201);
    const intakeId = ((await intakeRes.json()) as { id: string }).id;

    // Back up: the app keeps running while pg_dump takes its consistent snapshot.
    const dump = join(work, 'huron.dump');
    await pgDump(server.tools, pair.database.url, dump);
    expect((await stat(dump)).size).toBeGreaterThan(0);

    // Restore into an empty database and move the app onto it (the source is stopped, as after a loss).
    const restoredUrl = await server.createDatabase(`backup_restored_${SUFFIX}`);
    await pgRestore(server.tools, dump, restoredUrl);
    expect(await sql(restoredUrl, 'SELECT count(*)::int AS n FROM tax_intakes WHERE id = $1', [intakeId])).toEqual([{ n: 1 }]);
    expect(await stopApiProcess(app)).toBe(0);
    const restored = await startApiProcess({ ...pair.env, DATABASE_URL: restoredUrl, VAR_DIR: await pair.varDir('restored') });
    pair.processes[0] = restored;
    pair.proxy.upstreams[0] = restored.baseUrl;
    // The restored app applied no migration: the schema came back whole.
    expect(restored.logs.find((l) => l['msg'] === 'migrations applied')).toBeUndefined();

    // The signed-in sessions survive: both refresh tokens still work, and the new access tokens are accepted.
    const clientAgain = await refresh(restored.authUrl, client.refresh_token);
    expect(clientAgain.status).toBe(200);
    expect(clientAgain.body.user.id).toBe(client.user.id);
    expect((await authFetch(restored.authUrl, '/user', { token: clientAgain.body.access_token })).status).toBe(200);
    const staffAgain = await refresh(restored.authUrl, staff.body.refresh_token);
    expect(staffAgain.status).toBe(200);
    const bearer = { authorization: `Bearer ${staffAgain.body.access_token}` };

    // The intake reads back (its sealed fields open with the same APP_SECRET), with its document.
    const detail = await fetch(`${restored.baseUrl}/api/admin/tax-intakes/${intakeId}`, { headers: bearer });
    expect(detail.status).toBe(200);
    const intake = (await detail.json()) as { fullName: string; documents: { id: string }[] };
    expect(intake.fullName).toBe('Restored Client');
    expect(intake.documents.map((d) => d.id)).toEqual([documentId]);

    // The document's bytes come back from the same bucket through the restored database's record.
    const linkRes = await fetch(`${restored.baseUrl}/api/admin/uploads/${documentId}/link`, { headers: bearer });
    expect(linkRes.status).toBe(200);
    const link = new URL(((await linkRes.json()) as { url: string }).url);
    const download = await fetch(`${restored.baseUrl}${link.pathname}${link.search}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
  }, 120_000);
});
