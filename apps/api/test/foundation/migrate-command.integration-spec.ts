import { runMigrateCommand } from '../../src/cli/migrate';
import { sql } from '../support/sql';
import { createTestDatabase } from '../support/test-database';

/** The Kubernetes migration Job's command (deploy/kubernetes/base/migration-job.yaml). */
describe('the migrate command', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('exits 0 on an up-to-date schema, also when two run at once (the advisory lock), and applies nothing twice', async () => {
    const count = async () => (await sql<{ n: number }>(database.url, 'SELECT count(*)::int AS n FROM migrations'))[0]!.n;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    const env = { NODE_ENV: 'test', DATABASE_URL: database.url, LOG_LEVEL: 'silent' };
    const errors: string[] = [];
    expect(await Promise.all([runMigrateCommand(env, (l) => errors.push(l)), runMigrateCommand(env, (l) => errors.push(l))])).toEqual([0, 0]);
    expect(errors).toEqual([]);
    expect(await count()).toBe(before);
  });

  it('exits 78 naming the variable without DATABASE_URL, or with production settings that cannot run as replicas', async () => {
    const errors: string[] = [];
    expect(await runMigrateCommand({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, (l) => errors.push(l))).toBe(78);
    expect(await runMigrateCommand({ NODE_ENV: 'production', STRIPE_TEST_MODE_IN_PRODUCTION: 'true', LOG_LEVEL: 'silent' }, (l) => errors.push(l))).toBe(78);
    expect(errors[0]).toMatch(/^DATABASE_URL: required to run migrations/);
    expect(errors[1]).toMatch(/APP_SECRET: required in production/);
  });
});
