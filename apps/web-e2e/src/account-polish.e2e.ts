import { expect, test } from '@playwright/test';
import { createAccount, newAccount, signIn } from './support/accounts';

test('an expired emailed link that lands on /login says so', async ({ page }) => {
  await page.goto('/login#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
  await expect(page.getByRole('alert')).toContainText('This link or code has expired or was already used.');
});

test('the footer offers the dashboard, not Sign In, once signed in; the account button is a 44 px target', async ({ page, request }) => {
  const site = page.getByRole('navigation', { name: 'Site' });
  await page.goto('/');
  await expect(site.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await signIn(page, await createAccount(request, newAccount('footer')));
  await page.goto('/');
  await expect(site.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(site.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  const account = await page.locator('.site-header__bar').getByRole('link', { name: 'Dashboard' }).boundingBox();
  expect(account!.width).toBeGreaterThanOrEqual(44);
  expect(account!.height).toBeGreaterThanOrEqual(44);
});
