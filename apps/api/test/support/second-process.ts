import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { INestApplication } from '@nestjs/common';
import { createApp } from '../../src/bootstrap';
import { loadConfig } from '../../src/platform/config/app-config';
import { createLogger } from '../../src/platform/logging/logger';

/** The same lifted form limits as startTestApp: only the specs about limits meet them. */
const TEST_ENV = { NODE_ENV: 'test', PORT: '0', WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent', FORM_MIN_FILL_MS: '0', RATE_LIMIT_FORMS_PER_HOUR: '100000', BOOKING_LIMIT_PER_ADDRESS_PER_DAY: '100000', UPLOAD_RATE_LIMIT_PER_HOUR: '100000', UPLOAD_UNCLAIMED_MB_PER_ADDRESS: '100000' };

export interface SecondProcess {
  app: INestApplication;
  baseUrl: string;
  authUrl: string;
  close(): Promise<void>;
}

/**
 * Another instance of the application on an existing database, inside this Node process (so a spec can reach its
 * services, e.g. to drain its mail worker). It shares nothing with the first but the database, as a second API
 * process behind a load balancer would; for a real operating-system process use startApiProcess.
 */
export async function startAnotherProcess(databaseUrl: string, env: Record<string, string>): Promise<SecondProcess> {
  // The same lifted form limits as startTestApp: only the specs about limits meet them.
  const config = loadConfig({ ...TEST_ENV, ...env });
  const app = await createApp({ config, databaseUrl, log: createLogger('silent') });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as { port: number };
  const baseUrl = `http://127.0.0.1:${port}`;
  return { app, baseUrl, authUrl: `${baseUrl}/auth/v1`, close: () => app.close() };
}

export interface ApiProcess {
  pid: number;
  baseUrl: string;
  authUrl: string;
  /** SIGTERM, then the process's exit code once it has stopped. */
  close(): Promise<number | null>;
}

/**
 * The API's entry point (what `npm start` runs) as a separate operating-system process on an existing database,
 * compiled from the current sources by the integration run's global setup.
 */
export async function startApiProcess(databaseUrl: string, env: Record<string, string>): Promise<ApiProcess> {
  const main = join(process.env['HURON_TEST_API_BUILD'] ?? '(not compiled: run through apps/api/jest.integration.config.cjs)', 'apps/api/src/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: the integration run's global setup compiles it`);
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, ...TEST_ENV, HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: databaseUrl, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const port = await new Promise<number>((listening, failed) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const entry = parsedLogLine(line);
      if (entry?.msg === 'listening' && entry.port) listening(entry.port);
    });
    child.once('exit', (code) => failed(new Error(`the API process exited with ${code} before listening: ${stderr}`)));
  });
  return {
    pid: child.pid!,
    baseUrl: `http://127.0.0.1:${port}`,
    authUrl: `http://127.0.0.1:${port}/auth/v1`,
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

function parsedLogLine(line: string): { msg?: string; port?: number } | undefined {
  try {
    return JSON.parse(line) as { msg?: string; port?: number };
  } catch {
    return undefined; // not a log line (e.g. a dependency's notice)
  }
}
