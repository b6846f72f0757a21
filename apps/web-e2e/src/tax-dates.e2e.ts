import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { strictAuth } from './support/strict-auth-server';

// The pages were prerendered on the build's day; the visitor's clock decides what they say once the app runs.
const at = async (page: Page, michiganNoon: string) => page.clock.setFixedTime(new Date(`${michiganNoon}T12:00:00-05:00`));
const filingPoint = (page: Page) => page.getByRole('listitem').filter({ hasText: /^Individual federal returns and Michigan MI-1040 returns for tax year/ });

test.describe("deadlines come from the tax calendar for the visitor's today", () => {
  test('in late November 2026 the knowledge base names April 15, 2027, never a date already past', async ({ page }) => {
    await at(page, '2026-11-27');
    await page.goto('/knowledge-base');
    await expect(filingPoint(page)).toHaveText('Individual federal returns and Michigan MI-1040 returns for tax year 2026 are due April 15, 2027.');
    await expect(page.getByText(/April 15, 2026/)).toHaveCount(0);
  });

  test('a reading page whose prerendered dates have passed runs the app at once and states them for today', async ({ page }) => {
    // April 15, 2028 is a Saturday and DC Emancipation Day is observed on Monday the 17th: the IRS deadline is the 18th.
    await at(page, '2027-05-03');
    await page.goto('/knowledge-base');
    // No key pressed: the loader starts the app itself, seeing the page's dates are out of date.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(filingPoint(page)).toHaveText('Individual federal returns and Michigan MI-1040 returns for tax year 2027 are due April 18, 2028.');
    await page.goto('/tax-tip/tax-tips-individuals');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(page.getByRole('listitem').filter({ hasText: 'extended deadline if you filed Form 4868' })).toContainText('October 16, 2028');
  });
});

test.describe('the Tax School hero', () => {
  test.describe('on the second server, where staff have opened no session and the 2025 ones have started', () => {
    test.use({ baseURL: strictAuth.baseURL });
    test('says registration is closed, and offers no "Register now"', async ({ page }) => {
      await at(page, '2026-11-27');
      await page.goto('/tax-school');
      const header = page.locator('.page-header');
      await expect(header.getByText(/No session is open for registration right now/)).toBeVisible();
      await expect(header.getByRole('link', { name: 'Register now' })).toHaveCount(0);
    });
  });

  test('offers "Register now" while a session is open', async ({ page }) => {
    await at(page, '2025-09-20');
    await page.goto('/tax-school');
    await waitForHydration(page);
    await expect(page.locator('.page-header').getByRole('link', { name: 'Register now' })).toHaveAttribute('href', /#register$/);
  });
});
