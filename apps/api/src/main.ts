import { ConfigError, loadConfig } from './platform/config/app-config';
import { type DatabaseHandle, provideDatabase } from './platform/database/database-url';
import { migrateDatabase } from './platform/database/run-migrations';
import { createLogger } from './platform/logging/logger';
import { exitOnUnhandledFailures } from './platform/logging/process-failures';
import { createApp } from './bootstrap';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
  const log = createLogger(config.logLevel);
  const started: { database?: DatabaseHandle } = {};
  exitOnUnhandledFailures({ log, cleanup: async () => started.database?.stop() });
  const database = await provideDatabase(config, (line) => log.debug({ context: 'postgres' }, line), {
    supervision: { log: (level, fields, message) => log[level]({ context: 'Database', ...fields }, message) },
  });
  started.database = database;
  if (database.embedded) log.info({ context: 'Database' }, `embedded PostgreSQL running, data in ${config.varDir}`);
  let app;
  try {
    const applied = await migrateDatabase(database.url);
    if (applied.length) log.info({ context: 'Database', applied }, 'migrations applied');
    app = await createApp({ config, databaseUrl: database.url, log });
    await app.listen(config.port, config.host);
  } catch (error) {
    // Never leave the embedded server running behind a process that failed to start (e.g. port in use).
    await app?.close().catch(() => undefined);
    await database.stop();
    throw error;
  }
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await app.close().catch((error: unknown) => log.error({ err: String(error) }, 'close failed'));
    await database.stop();
    process.exit(0);
  };
  const stopFailed = (error: unknown) => {
    log.error({ err: String(error) }, 'shutdown failed');
    process.exit(1);
  };
  process.on('SIGINT', () => void shutdown('SIGINT').catch(stopFailed));
  process.on('SIGTERM', () => void shutdown('SIGTERM').catch(stopFailed));

  const { port } = app.getHttpServer().address() as { port: number };
  log.info({ port, url: config.publicUrl }, 'listening');
}

main().catch((error: unknown) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
