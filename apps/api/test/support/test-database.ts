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
export const createTestDatabase = () => createDatabase(`test_${randomBytes(6).toString('hex')}`, TEMPLATE_DATABASE);

/** A database with nothing in it (no migrations run), on the integration run's PostgreSQL server. */
export const createEmptyDatabase = () => createDatabase(`empty_${randomBytes(6).toString('hex')}`);

async function createDatabase(name: string, template?: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  await admin((c) => c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  return {
    name,
    url: databaseUrlFor(serverUrl(), name),
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
