import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { EmbeddedPostgres } from './embedded-postgres';
import { EmbeddedPostgresSupervisor, type SupervisorOptions } from './embedded-postgres-supervisor';

export interface DatabaseHandle {
  url: string;
  /** Stops the embedded server if we started one; a no-op for an external DATABASE_URL. */
  stop(): Promise<void>;
  embedded: boolean;
}

export interface ProvideDatabaseOptions {
  /** Use the embedded server already running on VAR_DIR (the app's) instead of starting one. */
  attach?: boolean;
  /** How the embedded server we start is restarted when it dies (see EmbeddedPostgresSupervisor). */
  supervision?: SupervisorOptions;
}

/**
 * Uses DATABASE_URL when set (the pool reconnects by itself once that server is back), otherwise starts the
 * embedded PostgreSQL whose data lives under VAR_DIR, restarted whenever it exits until stop().
 */
export async function provideDatabase(config: AppConfig, log: (line: string) => void, options: ProvideDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => undefined, embedded: false };
  const dataDir = join(config.varDir, 'postgres');
  const running = options.attach ? EmbeddedPostgres.runningUrl(dataDir) : undefined;
  if (running) return { url: running, stop: async () => undefined, embedded: true };
  const server = new EmbeddedPostgresSupervisor(new EmbeddedPostgres({ dataDir, log }), options.supervision);
  await server.start();
  return { url: server.url, stop: () => server.stop(), embedded: true };
}
