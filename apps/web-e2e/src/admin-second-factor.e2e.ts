import { expect, test } from '@playwright/test';
import { TOTP } from 'otpauth';
import { submitLogin } from './support/accounts';
import { runStaffCommand } from './support/staff';
import { createConfirmedAccount, strictAuth } from './support/strict-auth-server';

// Production asks staff for their authenticator app on /api/admin (AAL2). The strict server does too: a staff member
// who has not set one up yet is sent from the back office to /account to do so, and comes back.
test.use({ baseURL: strictAuth.baseURL });

const codeFor = (secret: string) => new TOTP({ secret, digits: 6, period: 30 }).generate();

test('staff without an authenticator app are sent from /admin to set one up, then continue to the back office', async ({ page, request }) => {
  const staff = await createConfirmedAccount(request, 'staff-aal');
  runStaffCommand(staff.email, strictAuth.varDir);

  const refused = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/admin/'));
  await page.goto('/admin');
  await submitLogin(page, staff);

  expect(await (await refused).json()).toMatchObject({ code: 'insufficient_aal' });
  await expect(page).toHaveURL(/\/account\?next=%2Fadmin$/);
  await expect(page.getByText('That page needs your authenticator app')).toBeVisible();
  const section = page.getByRole('region', { name: 'Authenticator app' });
  await section.getByRole('button', { name: 'Set Up Authenticator App' }).click();
  const secret = ((await section.locator('.totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  await section.getByLabel('Enter the 6-digit code the app shows').fill(codeFor(secret));
  await section.getByRole('button', { name: 'Verify and Turn On' }).click();
  await expect(section.getByRole('status')).toContainText('Authenticator app turned on');

  await page.getByRole('link', { name: 'Continue to where you were' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(`Signed in as ${staff.email}`)).toBeVisible();
});
