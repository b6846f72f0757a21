import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test.describe('at a phone width', () => {
  test('the menu opens and closes by keyboard and pointer, with aria-expanded', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Individual' })).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(mobileNav.getByRole('link', { name: 'Individual' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(mobileNav).toBeHidden();

    // Following a link closes the menu, a link to the page already shown too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await mobileNav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(mobileNav).toBeVisible();
    await mobileNav.getByRole('link', { name: 'Contact' }).click();
    await expect(mobileNav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('axe finds no violations with the menu open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectNoAxeViolations(page);
  });
});
