import { createApp } from '../../bootstrap';
import { loadConfig } from '../config/app-config';
import { createLogger } from '../logging/logger';
import { buildOpenApiDocument } from './openapi-document';

/** The OpenAPI document as committed in apps/api/openapi.json. */
export async function generateOpenApiJson(): Promise<string> {
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent' });
  const app = await createApp({ config, databaseUrl: 'postgres://preview@127.0.0.1:1/preview', log: createLogger('silent'), preview: true });
  try {
    return `${JSON.stringify(buildOpenApiDocument(app), null, 2)}\n`;
  } finally {
    await app.close();
  }
}
