import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { EmbeddedPostgres } from './embedded-postgres';

export interface DatabaseHandle {
  url: string;
  /** Stops the embedded server if we started one; a no-op for an external DATABASE_URL. */
  stop(): Promise<void>;
  embedded: boolean;
}

/** Uses DATABASE_URL when set, otherwise starts the embedded PostgreSQL whose data lives under VAR_DIR. */
export async function provideDatabase(config: AppConfig, log: (line: string) => void): Promise<DatabaseHandle> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => undefined, embedded: false };
  const server = new EmbeddedPostgres({ dataDir: join(config.varDir, 'postgres'), log });
  await server.start();
  return { url: server.url, stop: () => server.stop(), embedded: true };
}
