import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const BUILD = process.env['HURON_TEST_API_BUILD'] ?? join(resolve(__dirname, '../../../..'), 'dist/api');
const MAIN = join(BUILD, 'apps/api/src/main.js');

/** Everything production needs to run as several replicas; each case below removes one variable. */
const REPLICAS = {
  NODE_ENV: 'production',
  STRIPE_TEST_MODE_IN_PRODUCTION: 'true',
  APP_SECRET: 'a-shared-secret-for-every-replica-0000000',
  DATABASE_URL: 'postgres://huron@127.0.0.1:1/huron',
  S3_BUCKET: 'client-documents',
  SMTP_URL: 'smtp://127.0.0.1:1',
};

/** The built server as a real process: production refuses, before touching anything, what one replica would keep to itself. */
describe('a production process without what several replicas share', () => {
  const varDir = mkdtempSync(join(tmpdir(), 'huron-replicas-'));
  afterAll(() => rmSync(varDir, { recursive: true, force: true }));

  async function run(env: Record<string, string>) {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run the specs through apps/api/jest.integration.config.cjs (its global setup compiles it)`);
    const child = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        VAR_DIR: varDir,
        WEB_DIST: '/nonexistent',
        LOG_LEVEL: 'silent',
        SINGLE_PROCESS_IN_PRODUCTION: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((r) => child.once('exit', r));
    return { code, lines: stderr.split('\n').filter((line) => line.trim()) };
  }

  it.each(['APP_SECRET', 'DATABASE_URL', 'S3_BUCKET', 'SMTP_URL'])('refuses to start without %s: one line naming it, exit code 78', async (name) => {
    const { code, lines } = await run({ ...REPLICAS, [name]: '' });
    expect(code).toBe(78);
    expect(lines).toEqual(['Invalid configuration:', expect.stringMatching(new RegExp(`^  - ${name}: required in production; `))]);
    // Nothing was generated or started under VAR_DIR on the way.
    expect(existsSync(join(varDir, 'app-secret'))).toBe(false);
    expect(existsSync(join(varDir, 'postgres'))).toBe(false);
  });
});
