import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { createAccount, newAccount, submitLogin, type TestAccount } from './support/accounts';
import { expectNoAxeViolations, useStoredTheme } from './support/axe';
import { waitForMail } from './support/mail';

// The back office's overview (/admin) holds the staff member's own settings: they choose which emails they get and makes (and revokes) a calendar feed address.

const root = join(__dirname, '../../..');
const codeFor = (secret: string, timestamp = Date.now()) => new TOTP({ secret, digits: 6, period: 30 }).generate({ timestamp });

async function accessToken(request: APIRequestContext, account: TestAccount): Promise<string> {
  const response = await request.post('/auth/v1/token?grant_type=password', { data: { email: account.email, password: account.password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A staff member (the real staff command) with a verified authenticator app. */
async function createStaff(request: APIRequestContext): Promise<TestAccount & { secret: string }> {
  const account = await createAccount(request, newAccount('notify-staff'));
  execFileSync(process.execPath, [join(root, 'dist/api/apps/api/src/cli/staff.js'), account.email], {
    env: { ...process.env, VAR_DIR: process.env['E2E_VAR_DIR']!, NODE_ENV: 'production', LOG_LEVEL: 'silent', STRIPE_TEST_MODE_IN_PRODUCTION: 'true' },
    stdio: 'ignore',
  });
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
  return { ...account, secret: factor.totp.secret };
}

async function signInAt(page: Page, path: string, staff: TestAccount & { secret: string }): Promise<void> {
  await page.goto(path);
  await submitLogin(page, staff);
  await page.getByLabel('6-digit code').fill(codeFor(staff.secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Emails to me' })).toBeVisible();
}

test('a staff member asks for a copy of each tax intake email and gets one; makes a calendar feed, reads it, revokes it', async ({ page, request }) => {
  const staff = await createStaff(request);
  await signInAt(page, '/admin', staff);

  const intakes = page.getByRole('combobox', { name: 'Tax intakes', exact: true });
  await expect(intakes).toHaveValue('off');
  await intakes.selectOption('immediate');
  await page.getByRole('button', { name: 'Save choices' }).press('Enter');
  await expect(page.getByText('Your choices are saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Tax intakes', exact: true })).toHaveValue('immediate');

  const intake = await request.post('/api/intake/tax-info', {
    data: {
      fullName: 'Dana Notified',
      email: `notified-${Date.now().toString(36)}@example.com`,
      phone: '(313) 555-0199',
      filingStatus: 'single',
      spouse: null,
      dependents: [],
      income: ['w2_wages'],
      documents: [],
      office: 'ypsilanti',
      contactMethod: 'email',
      contactTime: 'any',
      notes: '',
      consent: true,
      website: '',
      startedAt: Date.now() - 60_000,
    },
  });
  expect(intake.status(), await intake.text()).toBe(201);
  const { reference, id } = (await intake.json()) as { reference: string; id: string };
  const copy = await waitForMail(staff.email, { subject: new RegExp(`New tax intake ${reference}`) });
  expect(copy.links.some((link) => link.endsWith(`/admin/tax-intakes/${id}`))).toBe(true);

  // A feed needs an office: the form says so beside the choices.
  await page.getByRole('button', { name: 'Create a feed address' }).click();
  await expect(page.getByText('Choose at least one office.')).toBeVisible();
  await expect(page.getByText('You have no calendar feeds.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Dearborn' }).check();
  await page.getByRole('checkbox', { name: 'Remote' }).press('Space');
  await page.getByRole('button', { name: 'Create a feed address' }).click();
  const address = page.getByRole('textbox', { name: 'Feed address' });
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const feedPath = new URL(await address.inputValue()).pathname;
  const feed = await request.get(feedPath);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('TZID:America/Detroit');

  const table = page.getByRole('table', { name: 'Your calendar feeds' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await table.getByRole('button', { name: /Revoke the feed of Dearborn, Remote/ }).click();
  await expect(page.getByText('Feed revoked: its address no longer works')).toBeVisible();
  await expect(page.getByText('You have no calendar feeds.')).toBeVisible();
  expect((await request.get(feedPath)).status()).toBe(404);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violations on the overview with the notification choices and a feed made, ${theme} theme`, async ({ page, request }) => {
    const staff = await createStaff(request);
    await useStoredTheme(page, theme);
    await signInAt(page, '/admin', staff);
    await expect(page.getByRole('combobox', { name: 'New appointments', exact: true })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Ann Arbor' }).check();
    await page.getByRole('button', { name: 'Create a feed address' }).click();
    await expect(page.getByRole('textbox', { name: 'Feed address' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Your calendar feeds' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
