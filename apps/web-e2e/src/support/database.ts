import { join } from 'node:path';
import { Client } from 'pg';

// The default e2e server's embedded PostgreSQL (under E2E_VAR_DIR), for what no API may do: moving an appointment
// into the past so its outcome can be recorded. Found the way the staff command finds it (the built module).

const root = join(__dirname, '../../../..');

export async function sqlOnServer(text: string, params: unknown[] = []): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { EmbeddedPostgres } = require(join(root, 'dist/api/apps/api/src/platform/database/embedded-postgres.js')) as {
    EmbeddedPostgres: { runningUrl(dataDir: string): string | undefined };
  };
  const url = EmbeddedPostgres.runningUrl(join(process.env['E2E_VAR_DIR']!, 'postgres'));
  if (!url) throw new Error('the e2e server’s database is not running');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text, params);
  } finally {
    await client.end();
  }
}
