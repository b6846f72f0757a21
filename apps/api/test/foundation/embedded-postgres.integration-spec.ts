import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { EmbeddedPostgres } from '../../src/platform/database/embedded-postgres';
import { migrations } from '../../src/platform/database/migrations';
import { migrateDatabase } from '../../src/platform/database/run-migrations';

describe('embedded PostgreSQL', () => {
  const dir = mkdtempSync(join(tmpdir(), 'huron-embedded-'));
  chmodSync(dir, 0o755); // reachable by the postgres OS user when tests run as root
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function query<T>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  it('keeps committed data across a stop and start on the same data directory', async () => {
    const first = new EmbeddedPostgres({ dataDir: join(dir, 'data') });
    await first.start();
    expect(await migrateDatabase(first.url)).toContain('AuditLog1763780000000');
    await query(first.url, `INSERT INTO audit_log (action, subject_type) VALUES ($1, 'test')`, ['survives-restart']);
    await first.stop();

    const second = new EmbeddedPostgres({ dataDir: join(dir, 'data') });
    await second.start();
    try {
      expect(await migrateDatabase(second.url)).toEqual([]);
      const rows = await query<{ action: string }>(second.url, `SELECT action FROM audit_log`);
      expect(rows.map((r) => r.action)).toEqual(['survives-restart']);
    } finally {
      await second.stop();
    }
  });

  it('lets several processes migrate the same database at once', async () => {
    const server = new EmbeddedPostgres({ dataDir: join(dir, 'concurrent') });
    await server.start();
    try {
      const results = await Promise.all([migrateDatabase(server.url), migrateDatabase(server.url), migrateDatabase(server.url)]);
      expect(results.flat()).toEqual(migrations.map((m) => new m().name));
    } finally {
      await server.stop();
    }
  });

  it('serves the application over its Unix socket and people over 127.0.0.1, and another process finds the socket', async () => {
    const dataDir = join(dir, 'socket');
    const server = new EmbeddedPostgres({ dataDir });
    await server.start();
    try {
      expect(new URL(server.url).searchParams.get('host')).toBe(dataDir);
      expect(await query(server.url, `SELECT inet_server_addr() AS addr`)).toEqual([{ addr: null }]);
      const tcp = new URL(server.url);
      tcp.search = '';
      expect(await query(tcp.href, `SELECT host(inet_server_addr()) AS addr`)).toEqual([{ addr: '127.0.0.1' }]);
      expect(EmbeddedPostgres.runningUrl(dataDir)).toBe(server.url);
    } finally {
      await server.stop();
    }
  });

  it('keeps to TCP when the socket path would be longer than the kernel allows', async () => {
    const server = new EmbeddedPostgres({ dataDir: join(dir, 'd'.repeat(100)) });
    await server.start();
    try {
      expect(new URL(server.url).search).toBe('');
      expect(await query(server.url, `SELECT host(inet_server_addr()) AS addr`)).toEqual([{ addr: '127.0.0.1' }]);
    } finally {
      await server.stop();
    }
  });
});
