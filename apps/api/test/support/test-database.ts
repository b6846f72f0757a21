import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

const TEMPLATE_DATABASE = 'huron_template';

/** The same server's URL for another database (the URL may carry a query, e.g. the socket directory). */
export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.href;
}

function serverUrl(): string {
  const url = process.env['HURON_TEST_PG_URL'];
  if (!url) throw new Error('HURON_TEST_PG_URL is not set: run integration specs through apps/api/jest.integration.config.cjs');
  return url;
}

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, fully migrated database (a copy of the template) for one spec file. */
export async function createTestDatabase(): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`));
  return {
    name,
    url: databaseUrlFor(serverUrl(), name),
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
