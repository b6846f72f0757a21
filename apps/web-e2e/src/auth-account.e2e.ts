import { expect, test, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { createAccount, newAccount, signIn, submitLogin } from './support/accounts';

/** The current code for the key shown on the page (what the person's authenticator app would show). */
const codeFor = (secret: string, timestamp = Date.now()) => new TOTP({ secret, digits: 6, period: 30 }).generate({ timestamp });

async function readSecret(page: Page): Promise<string> {
  return ((await page.locator('.totp-secret').textContent()) ?? '').replace(/\s+/g, '');
}

test('a signed-out visitor to /account goes to /login, and back to /account after signing in', async ({ page, request }) => {
  const account = await createAccount(request, newAccount('back'));
  await page.goto('/account');
  await submitLogin(page, account);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
});

test('change password on the account page, then sign in with the new one', async ({ page, request }) => {
  const account = await createAccount(request, newAccount('change'));
  await signIn(page, account);
  await page.getByRole('link', { name: 'Account settings' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(account.email)).toBeVisible();

  const section = page.getByRole('region', { name: 'Change password' });
  await section.getByLabel('New password', { exact: true }).fill('one-password');
  await section.getByLabel('Confirm new password').fill('another-password');
  await section.getByRole('button', { name: 'Change Password' }).click();
  // The mismatch is the confirmation field's problem: shown beside it, announced, and focus goes to that field.
  const confirm = section.getByLabel('Confirm new password');
  await expect(section.getByRole('alert')).toHaveText('The two passwords do not match.');
  await expect(confirm).toBeFocused();
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(confirm).toHaveAttribute(
    'aria-describedby',
    await section
      .getByRole('alert')
      .getAttribute('id')
      .then((id) => id ?? 'missing id'),
  );

  const newPassword = `${account.password}-changed`;
  await section.getByLabel('New password', { exact: true }).fill(newPassword);
  await section.getByLabel('Confirm new password').fill(newPassword);
  await section.getByRole('button', { name: 'Change Password' }).click();
  await expect(section.getByRole('status')).toHaveText('Your password has been changed.');

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, { ...account, password: newPassword });
});

test('authenticator app: enrol with the QR code or key, sign in with a code, remove it', async ({ page, request }) => {
  const account = await createAccount(request, newAccount('totp'));
  await signIn(page, account);
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Authenticator app' });
  await section.getByRole('button', { name: 'Set Up Authenticator App' }).click();

  const qr = section.getByRole('img', { name: /QR code/ });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const secret = await readSecret(page);
  expect(secret).toMatch(/^[A-Z2-7]{16,}=*$/);

  await section.getByLabel('Enter the 6-digit code the app shows').fill('000000' === codeFor(secret) ? '111111' : '000000');
  await section.getByRole('button', { name: 'Verify and Turn On' }).click();
  await expect(section.getByRole('alert')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Verify and Turn On' })).toBeEnabled();

  await section.getByLabel('Enter the 6-digit code the app shows').fill(codeFor(secret));
  await section.getByRole('button', { name: 'Verify and Turn On' }).click();
  await expect(section.getByRole('status')).toContainText('Authenticator app turned on');
  await expect(section.getByRole('list', { name: 'Your authenticator apps' }).getByRole('listitem')).toHaveCount(1);

  // Signing in again now asks for a code after the password.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await submitLogin(page, account);
  await expect(page.getByRole('heading', { name: 'Enter your authenticator code' })).toBeVisible();
  // Until the code is given, the dashboard is out of reach.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('6-digit code')).toBeFocused();
  await page.getByLabel('6-digit code').fill(codeFor(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/account');
  // Removing the second step asks first: Escape keeps it and gives focus back to Remove.
  const removeButton = section.getByRole('button', { name: 'Remove Authenticator app' });
  const confirm = page.getByRole('alertdialog', { name: 'Remove your authenticator app?' });
  await removeButton.click();
  await expect(confirm).toContainText('Signing in will then need only your password');
  await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(removeButton).toBeFocused();
  await removeButton.click();
  await confirm.getByRole('button', { name: 'Yes, remove it' }).click();
  await expect(confirm).toBeHidden();
  await expect(section.getByRole('status')).toContainText('Authenticator app removed');
  await expect(section.getByRole('button', { name: 'Set Up Authenticator App' })).toBeVisible();
});
