import type { INestApplication } from '@nestjs/common';
import { createApp } from '../../src/bootstrap';
import { loadConfig } from '../../src/platform/config/app-config';
import { createLogger } from '../../src/platform/logging/logger';

export interface SecondProcess {
  app: INestApplication;
  baseUrl: string;
  authUrl: string;
  close(): Promise<void>;
}

/** Another instance of the application on an existing database: what a second API process behind a load balancer is. */
export async function startAnotherProcess(databaseUrl: string, env: Record<string, string>): Promise<SecondProcess> {
  // The same lifted form limits as startTestApp: only the specs about limits meet them.
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent', FORM_MIN_FILL_MS: '0', RATE_LIMIT_FORMS_PER_HOUR: '100000', BOOKING_LIMIT_PER_ADDRESS_PER_DAY: '100000', UPLOAD_RATE_LIMIT_PER_HOUR: '100000', UPLOAD_UNCLAIMED_MB_PER_ADDRESS: '100000', ...env });
  const app = await createApp({ config, databaseUrl, log: createLogger('silent') });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as { port: number };
  const baseUrl = `http://127.0.0.1:${port}`;
  return { app, baseUrl, authUrl: `${baseUrl}/auth/v1`, close: () => app.close() };
}
