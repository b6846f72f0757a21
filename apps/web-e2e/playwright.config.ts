import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, chromiumArgs } from './src/support/chromium';

/** A free port below the kernel's ephemeral range, so no outgoing connection can be holding it later. */
function freePortSync(taken: Array<string | undefined> = []): string {
  const probe = `const s=require('net').createServer();s.once('error',()=>process.exit(1));s.listen(+process.argv[1],'127.0.0.1',()=>s.close(()=>process.exit(0)))`;
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    if (taken.includes(String(port))) continue;
    try {
      execFileSync(process.execPath, ['-e', probe, String(port)]);
      return String(port);
    } catch {
      // taken: try another
    }
  }
  throw new Error('No free port found for the browser tests; set E2E_PORT and E2E_STRICT_PORT');
}

// Browser tests drive the system Chromium against the production build served by the real API process: one server
// with the default settings, and a second one (same build, own port and data) with the stricter auth settings.
// Free ports unless given, so several runs on one machine do not collide; workers inherit them via the env.
process.env['E2E_PORT'] ??= freePortSync();
process.env['E2E_STRICT_PORT'] ??= freePortSync([process.env['E2E_PORT']]);
const root = join(__dirname, '../..');
process.env['E2E_WEB_DIST'] ??= join(root, 'dist/web');

/**
 * A folder for one server's data (embedded PostgreSQL, mail written as .eml files), kept in the env for the workers.
 * A folder made here is removed when the run ends (the servers have stopped by then); one given in the env is kept.
 */
function varDirFor(variable: string): string {
  let dir = process.env[variable];
  if (!dir) {
    const made = mkdtempSync(join(tmpdir(), 'huron-e2e-'));
    process.once('exit', () => {
      try {
        rmSync(made, { recursive: true, force: true, maxRetries: 3 });
      } catch {
        // a folder left in the temp directory fails no run
      }
    });
    dir = made;
  }
  chmodSync(dir, 0o755);
  process.env[variable] = dir;
  return dir;
}

/**
 * Every browser test comes from 127.0.0.1 and types faster than a person: lift the per-address limits (forms, sign-ups,
 * sign-ins, codes, bookings per day, uploads and their unclaimed bytes; a full run signs up well over the default 30 accounts in five minutes from that one address) and the
 * bot trap's fill time. The per-mailbox limit stays, since every test uses its own addresses. Staff flows that are not
 * about the second factor sign in with a password only (production requires AAL2).
 */
const PER_ADDRESS_LIMITS_LIFTED = {
  RATE_LIMIT_FORMS_PER_HOUR: '1000000',
  AUTH_RATE_LIMIT_OTP: '1000000',
  AUTH_RATE_LIMIT_TOKEN: '1000000',
  AUTH_RATE_LIMIT_VERIFY: '1000000',
  AUTH_RATE_LIMIT_MFA: '1000000',
  AUTH_RATE_LIMIT_EMAIL_SENT: '1000000',
  BOOKING_LIMIT_PER_ADDRESS_PER_DAY: '1000000',
  UPLOAD_RATE_LIMIT_PER_HOUR: '1000000',
  UPLOAD_UNCLAIMED_MB_PER_ADDRESS: '1000000',
  FORM_MIN_FILL_MS: '0',
  AUTH_STAFF_REQUIRE_AAL2: 'false',
};

/**
 * Production signs documents only with the firm's certificate (issue 47): a throw-away one from openssl for this run,
 * kept in the env for the workers.
 */
function testSigningCertificate(): string {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-signing-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=E2E document signer',
        '-keyout',
        join(dir, 'k.pem'),
        '-out',
        join(dir, 'c.pem'),
      ],
      { stdio: 'ignore' },
    );
    execFileSync(
      'openssl',
      ['pkcs12', '-export', '-inkey', join(dir, 'k.pem'), '-in', join(dir, 'c.pem'), '-passout', 'pass:e2e', '-out', join(dir, 's.p12')],
      { stdio: 'ignore' },
    );
    return readFileSync(join(dir, 's.p12')).toString('base64');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
process.env['E2E_SIGNATURE_P12'] ??= testSigningCertificate();

function server(name: string, portVariable: string, varDirVariable: string, settings: Record<string, string>) {
  const port = process.env[portVariable]!;
  const url = `http://127.0.0.1:${port}`;
  return {
    name,
    command: 'node dist/api/apps/api/src/main.js',
    cwd: root,
    url: `${url}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    // SIGTERM, so the server stops its embedded PostgreSQL before the run ends and its folder is removed.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      VAR_DIR: varDirFor(varDirVariable),
      WEB_DIST: process.env['E2E_WEB_DIST']!,
      NODE_ENV: 'production',
      STRIPE_TEST_MODE_IN_PRODUCTION: 'true',
      SINGLE_PROCESS_IN_PRODUCTION: 'true',
      SIGNATURES_ENABLED: 'true',
      SIGNATURE_P12_BASE64: process.env['E2E_SIGNATURE_P12']!,
      SIGNATURE_P12_PASSPHRASE: 'e2e',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...PER_ADDRESS_LIMITS_LIFTED,
      ...settings,
    },
  };
}

const baseURL = `http://127.0.0.1:${process.env['E2E_PORT']}`;
/**
 * The default server judges the tax-school schedule as of a day when two 2025 sessions were open (payments.e2e.ts), and
 * renders its pages again within a second of a change to the site data (live-site.e2e.ts).
 */
const defaultSettings = { TAX_SCHOOL_TODAY: '2025-11-15', SITE_DATA_REFRESH_SECONDS: '1' };
/** See src/support/strict-auth-server.ts for what runs against it. */
const strictAuthSettings = {
  AUTH_EMAIL_CONFIRMATION_REQUIRED: 'true',
  AUTH_PASSWORD_CHANGE_REQUIRES_REAUTHENTICATION: 'true',
  AUTH_REAUTHENTICATION_SESSION_AGE: '0',
  AUTH_EMAIL_LINKS: 'verify-endpoint',
  AUTH_STAFF_REQUIRE_AAL2: 'true',
};

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
  webServer: [
    server('default', 'E2E_PORT', 'E2E_VAR_DIR', defaultSettings),
    server('strict-auth', 'E2E_STRICT_PORT', 'E2E_STRICT_VAR_DIR', strictAuthSettings),
  ],
});
