import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, chromiumArgs } from './src/support/chromium';

/** A free port below the kernel's ephemeral range, so no outgoing connection can be holding it later. */
function freePortSync(): string {
  const probe = `const s=require('net').createServer();s.once('error',()=>process.exit(1));s.listen(+process.argv[1],'127.0.0.1',()=>s.close(()=>process.exit(0)))`;
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    try {
      execFileSync(process.execPath, ['-e', probe, String(port)]);
      return String(port);
    } catch {
      // taken: try another
    }
  }
  throw new Error('No free port found for the browser tests; set E2E_PORT');
}

// Browser tests drive the system Chromium against the production build served by the real API process.
// A free port unless given, so several runs on one machine do not collide; workers inherit it via the env.
process.env['E2E_PORT'] ??= freePortSync();
const port = Number(process.env['E2E_PORT']);
const baseURL = `http://127.0.0.1:${port}`;
// The server's data (embedded PostgreSQL, mail written as .eml files) lives here for the run.
const varDir = process.env['E2E_VAR_DIR'] ?? mkdtempSync(join(tmpdir(), 'huron-e2e-'));
chmodSync(varDir, 0o755);
process.env['E2E_VAR_DIR'] = varDir;

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  workers: process.env['CI'] ? 2 : undefined,
  retries: 0,
  forbidOnly: true,
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../../tmp/playwright-report' }]],
  outputDir: '../../tmp/test-results',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: '**/*.mobile.e2e.ts' },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: '**/*.mobile.e2e.ts' },
  ],
  webServer: {
    command: 'node dist/api/apps/api/src/main.js',
    cwd: join(__dirname, '../..'),
    url: `${baseURL}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(port), HOST: '127.0.0.1', VAR_DIR: varDir, NODE_ENV: 'production', PUBLIC_URL: baseURL, LOG_LEVEL: 'warn' },
  },
});
