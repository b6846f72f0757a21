import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

const MAIN = join(resolve(__dirname, '../../../..'), 'dist/api/apps/api/src/main.js');

export interface ApiProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Every JSON log line the process wrote so far (stdout). */
  logs: Record<string, unknown>[];
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Resolves with the first log line matching `accept` (already written or still to come). */
  logged(accept: (line: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
}

/**
 * The built server (`npm start`'s process, built by `npm run build` or `node tools/scripts/build-api.mjs`) as a
 * real OS process of its own, so a spec can kill it; resolves once it listens.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first (npm test does)`);
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', WEB_DIST: '/nonexistent', LOG_LEVEL: 'info', FORM_MIN_FILL_MS: '0', RATE_LIMIT_FORMS_PER_HOUR: '100000', ...env },
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
      void exited.then((code) => reject(new Error(`the API process exited (${code}) before logging that; stderr: ${stderr}`))).catch(() => undefined);
    });
  const listening = await logged((line) => line['msg'] === 'listening' && typeof line['port'] === 'number', 60_000);
  return { child, baseUrl: `http://127.0.0.1:${listening['port'] as number}`, logs, exited, logged };
}

/** Ends the process and waits for it (SIGKILL if it has not stopped within 10 s of SIGTERM). */
export async function stopApiProcess(api: ApiProcess | undefined): Promise<void> {
  if (!api || api.child.exitCode !== null || api.child.signalCode !== null) return;
  api.child.kill('SIGTERM');
  const timer = setTimeout(() => api.child.kill('SIGKILL'), 10_000);
  await api.exited;
  clearTimeout(timer);
}
