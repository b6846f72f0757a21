import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { EmbeddedPostgres } from './embedded-postgres';

export interface DatabaseHandle {
  url: string;
  /** Stops the embedded server if we started one; a no-op for an external DATABASE_URL. */
  stop(): Promise<void>;
  embedded: boolean;
}

/**
 * Uses DATABASE_URL when set, otherwise starts the embedded PostgreSQL whose data lives under VAR_DIR. With
 * `attach`, an embedded server already running on that directory (the app's) is used instead of started.
 */
export async function provideDatabase(config: AppConfig, log: (line: string) => void, options: { attach?: boolean } = {}): Promise<DatabaseHandle> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => undefined, embedded: false };
  const dataDir = join(config.varDir, 'postgres');
  const running = options.attach ? EmbeddedPostgres.runningUrl(dataDir) : undefined;
  if (running) return { url: running, stop: async () => undefined, embedded: true };
  const server = new EmbeddedPostgres({ dataDir, log });
  await server.start();
  return { url: server.url, stop: () => server.stop(), embedded: true };
}
