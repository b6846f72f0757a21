import { rmSync } from 'node:fs';
import type { EmbeddedPostgres } from '../../src/platform/database/embedded-postgres';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __HURON_PG__?: EmbeddedPostgres }).__HURON_PG__?.stop();
  const dir = process.env['HURON_TEST_PG_DIR'];
  if (dir) rmSync(dir, { recursive: true, force: true });
  const build = process.env['HURON_TEST_API_BUILD'];
  if (build) rmSync(build, { recursive: true, force: true });
}
