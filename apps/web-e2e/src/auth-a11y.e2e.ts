import { expect, test, type Page } from '@playwright/test';
import { createAccount, newAccount, signIn } from './support/accounts';
import { expectNoAxeViolations, useStoredTheme } from './support/axe';
import { waitForHydration } from './support/hydration';

/** Hydrated, and the session check has run (no 'Loading...' left). */
async function settled(page: Page): Promise<void> {
  await waitForHydration(page);
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe finds no violations on the account pages (${theme})`, () => {
    test.beforeEach(({ page }) => useStoredTheme(page, theme));

    test('signed out', async ({ page }) => {
      for (const path of ['/login', '/signup', '/forgot-password']) {
        await page.goto(path);
        await expect(page.locator('form button[type="submit"]')).toBeEnabled();
        await settled(page);
        await expectNoAxeViolations(page);
      }
    });

    test('signed out, error states', async ({ page }) => {
      // A service error under the sign-in form, and links that no longer work.
      await page.goto('/login?error_description=Email+link+is+invalid+or+has+expired');
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/reset-password');
      await settled(page);
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/auth/confirm?token_hash=not-a-real-token&type=recovery');
      await settled(page);
      await page.getByRole('button', { name: 'Continue to Reset Password' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('signed in: dashboard, account with the authenticator set-up open, new password form', async ({ page, request }) => {
      const account = await createAccount(request, newAccount(`axe-${theme}`));
      await signIn(page, account);
      await settled(page);
      await expectNoAxeViolations(page);
      await page.goto('/account');
      await settled(page);
      await page.getByRole('button', { name: 'Set Up Authenticator App' }).click();
      await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/reset-password');
      await settled(page);
      await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
