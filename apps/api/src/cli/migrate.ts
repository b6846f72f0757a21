import { ConfigError, loadConfig } from '../platform/config/app-config';
import { migrateDatabase } from '../platform/database/run-migrations';
import { createLogger } from '../platform/logging/logger';

/**
 * `node dist/api/apps/api/src/cli/migrate.js`: brings DATABASE_URL's schema up to date and exits (the Kubernetes
 * migration Job). Each API process still migrates at start under the same advisory lock, so this only moves the work
 * out of the rollout; running both at once is safe. Returns the exit code (78: a bad or missing setting).
 */
export async function runMigrateCommand(env: NodeJS.ProcessEnv, stderr: (line: string) => void): Promise<number> {
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      stderr(error.message);
      return 78;
    }
    throw error;
  }
  if (!config.databaseUrl) {
    stderr('DATABASE_URL: required to run migrations (the embedded PostgreSQL migrates when the server starts)');
    return 78;
  }
  const log = createLogger(config.logLevel);
  const applied = await migrateDatabase(config.databaseUrl);
  log.info({ context: 'Database', applied }, applied.length ? 'migrations applied' : 'schema already up to date');
  return 0;
}

if (require.main === module) {
  runMigrateCommand(process.env, (line) => process.stderr.write(`${line}\n`)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`Migration failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
