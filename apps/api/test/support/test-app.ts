import type { INestApplication } from '@nestjs/common';
import { createApp } from '../../src/bootstrap';
import { loadConfig, type AppConfig } from '../../src/platform/config/app-config';
import { createLogger } from '../../src/platform/logging/logger';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: INestApplication;
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  config: AppConfig;
  database: { name: string; url: string; drop(): Promise<void> };
  close(): Promise<void>;
}

/** Every test speaks from 127.0.0.1: only the tests about these limits set them low again. */
const PER_ADDRESS_LIMITS_LIFTED = { BOOKING_LIMIT_PER_ADDRESS_PER_DAY: '100000', UPLOAD_RATE_LIMIT_PER_HOUR: '100000', UPLOAD_UNCLAIMED_MB_PER_ADDRESS: '100000' };

/** The real application on a random port, with its own fresh database. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent', FORM_MIN_FILL_MS: '0', RATE_LIMIT_FORMS_PER_HOUR: '100000', ...PER_ADDRESS_LIMITS_LIFTED, ...env });
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
