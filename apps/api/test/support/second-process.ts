import type { INestApplication } from '@nestjs/common';
import { createApp } from '../../src/bootstrap';
import { loadConfig } from '../../src/platform/config/app-config';
import { createLogger } from '../../src/platform/logging/logger';
import { TEST_SERVER_ENV } from './api-process';

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
  const config = loadConfig({ ...TEST_SERVER_ENV, ...env });
  const app = await createApp({ config, databaseUrl, log: createLogger('silent') });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as { port: number };
  const baseUrl = `http://127.0.0.1:${port}`;
  return { app, baseUrl, authUrl: `${baseUrl}/auth/v1`, close: () => app.close() };
}
