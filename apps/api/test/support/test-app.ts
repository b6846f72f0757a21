import type { INestApplication } from '@nestjs/common';
import { createApp } from '../../src/bootstrap';
import { loadConfig, type AppConfig } from '../../src/platform/config/app-config';
import { createLogger } from '../../src/platform/logging/logger';
import { createTestDatabase } from './test-database';
import { TEST_SERVER_ENV } from './api-process';

export interface TestApp {
  app: INestApplication;
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  config: AppConfig;
  database: { name: string; url: string; drop(): Promise<void> };
  close(): Promise<void>;
}

/** The real application on a random port, with its own fresh database. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ ...TEST_SERVER_ENV, ...env });
  const app = await createApp({ config, databaseUrl: database.url, log: createLogger('silent') });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return {
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    config,
    database,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
