import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

/** The integration run compiles the current sources for these processes (global setup); else `npm run build`'s output. */
const BUILD = process.env['HURON_TEST_API_BUILD'] ?? join(resolve(__dirname, '../../../..'), 'dist/api');
const MAIN = join(BUILD, 'apps/api/src/main.js');

/** The settings every test server starts with (startTestApp's, a second app's, a process's): every test speaks from 127.0.0.1, so the per-address limits are lifted; specs about a limit set it low again. */
export const TEST_SERVER_ENV = {
  NODE_ENV: 'test',
  PORT: '0',
  WEB_DIST: '/nonexistent',
  LOG_LEVEL: 'silent',
  FORM_MIN_FILL_MS: '0',
  RATE_LIMIT_FORMS_PER_HOUR: '100000',
  BOOKING_LIMIT_PER_ADDRESS_PER_DAY: '100000',
  UPLOAD_RATE_LIMIT_PER_HOUR: '100000',
  UPLOAD_UNCLAIMED_MB_PER_ADDRESS: '100000',
};

export interface ApiProcess {
  child: ChildProcess;
  pid: number;
  baseUrl: string;
  authUrl: string;
  /** Every JSON log line the process wrote so far (stdout). */
  logs: Record<string, unknown>[];
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Resolves with the first log line matching `accept` (already written or still to come). */
  logged(accept: (line: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  /** SIGTERM (SIGKILL if it has not stopped within 10 s), then the exit code. */
  close(): Promise<number | null>;
}

/**
 * The server (what `npm start` runs) as a real operating-system process of its own, on the database and settings in
 * `env` (`DATABASE_URL`, or none for the embedded PostgreSQL under `VAR_DIR`), so a spec can share a database with it,
 * signal it or kill it; resolves once it listens.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run the specs through apps/api/jest.integration.config.cjs (its global setup compiles it)`);
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, ...TEST_SERVER_ENV, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  const watchers: { accept: (line: Record<string, unknown>) => boolean; resolve: (line: Record<string, unknown>) => void }[] = [];
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  createInterface({ input: child.stdout! }).on('line', (text) => {
    let line: Record<string, unknown>;
    try {
      line = JSON.parse(text) as Record<string, unknown>;
    } catch {
      line = { msg: text };
    }
    logs.push(line);
    for (const watcher of watchers.filter((w) => w.accept(line))) watcher.resolve(line);
  });
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  const logged = (accept: (line: Record<string, unknown>) => boolean, timeoutMs = 30_000) =>
    new Promise<Record<string, unknown>>((resolveLine, reject) => {
      const found = logs.find(accept);
      if (found) return resolveLine(found);
      const timer = setTimeout(() => reject(new Error(`no such log line within ${timeoutMs} ms; stderr: ${stderr}`)), timeoutMs);
      watchers.push({ accept, resolve: (line) => (clearTimeout(timer), resolveLine(line)) });
      void exited
        .then((code) =>
          reject(new Error(`the API process exited (${code}) before logging that; last log lines: ${JSON.stringify(logs.slice(-3))}; stderr: ${stderr}`)),
        )
        .catch(() => undefined);
    });
  const listening = await logged((line) => line['msg'] === 'listening' && typeof line['port'] === 'number', 60_000);
  const baseUrl = `http://127.0.0.1:${listening['port'] as number}`;
  const api: ApiProcess = { child, pid: child.pid!, baseUrl, authUrl: `${baseUrl}/auth/v1`, logs, exited, logged, close: () => stopApiProcess(api) };
  return api;
}

/** Ends the process and waits for it (SIGKILL if it has not stopped within 10 s of SIGTERM); its exit code. */
export async function stopApiProcess(api: ApiProcess | undefined): Promise<number | null> {
  if (!api) return null;
  if (api.child.exitCode !== null || api.child.signalCode !== null) return api.exited;
  api.child.kill('SIGTERM');
  const timer = setTimeout(() => api.child.kill('SIGKILL'), 10_000);
  const code = await api.exited;
  clearTimeout(timer);
  return code;
}
