import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { createAccount, newAccount, submitLogin, type TestAccount } from './accounts';

// Staff for the back office's browser tests (admin*.e2e.ts): made with the real staff command, with an authenticator
// app, signed in with password and code.

const root = join(__dirname, '../../../..');
export const codeFor = (secret: string, timestamp = Date.now()) => new TOTP({ secret, digits: 6, period: 30 }).generate({ timestamp });

export async function accessToken(request: APIRequestContext, account: TestAccount): Promise<string> {
  const response = await request.post('/auth/v1/token?grant_type=password', { data: { email: account.email, password: account.password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

export interface Staff extends TestAccount {
  secret: string;
  /** An AAL2 access token, for the staff API. */
  token: string;
}

/** Gives the account the staff role with the real staff command against a test server's embedded database (its VAR_DIR). */
export function runStaffCommand(email: string, varDir = process.env['E2E_VAR_DIR']!): void {
  execFileSync(process.execPath, [join(root, 'dist/api/apps/api/src/cli/staff.js'), email], {
    // The e2e server runs in production mode with the test checkout allowed; the CLI must load the same config.
    env: {
      ...process.env,
      VAR_DIR: varDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      STRIPE_TEST_MODE_IN_PRODUCTION: 'true',
      SINGLE_PROCESS_IN_PRODUCTION: 'true',
    },
    stdio: 'ignore',
  });
}

/** A staff member without an authenticator app: an AAL1 access token (password only). */
export async function staffPasswordToken(request: APIRequestContext): Promise<string> {
  const account = await createAccount(request, newAccount('staff'));
  runStaffCommand(account.email);
  return accessToken(request, account);
}

/** A staff member (the staff command against this server's database) with a verified authenticator app. */
export async function createStaff(request: APIRequestContext): Promise<Staff> {
  const account = await createAccount(request, newAccount('staff'));
  runStaffCommand(account.email);
  const headers = { authorization: `Bearer ${await accessToken(request, account)}` };
  const factor = (await (await request.post('/auth/v1/factors', { headers, data: { factor_type: 'totp' } })).json()) as {
    id: string;
    totp: { secret: string };
  };
  const challenge = (await (await request.post(`/auth/v1/factors/${factor.id}/challenge`, { headers })).json()) as { id: string };
  const verified = await request.post(`/auth/v1/factors/${factor.id}/verify`, {
    headers,
    data: { challenge_id: challenge.id, code: codeFor(factor.totp.secret) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return { ...account, secret: factor.totp.secret, token: ((await verified.json()) as { access_token: string }).access_token };
}

/** Opens `path` signed out: /login, password, the authenticator code, and back to `path`. */
export async function signInAsStaff(page: Page, staff: Staff, path = '/admin'): Promise<void> {
  await page.goto(path);
  await submitLogin(page, staff);
  await expect(page.getByRole('heading', { name: 'Enter your authenticator code' })).toBeVisible();
  // The enrolment used the current window's code; the next window's is accepted too and is not a replay.
  await page.getByLabel('6-digit code').fill(codeFor(staff.secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByText(`Signed in as ${staff.email}`)).toBeVisible();
}
