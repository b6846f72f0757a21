import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { waitForHydration } from './support/hydration';

const PHONE = '(800) 555-0100';

async function openAt(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/');
  await waitForHydration(page);
}

/** True when nothing in the header bar is cut off or pushed past the edge. */
async function barFits(page: Page): Promise<boolean> {
  return page.locator('.site-header__bar').evaluate((bar) => {
    const edge = bar.getBoundingClientRect().right;
    return bar.scrollWidth <= bar.clientWidth && Array.from(bar.querySelectorAll('a, button')).every((el) => el.getBoundingClientRect().right <= edge + 0.5);
  });
}

test.describe('header at every width', () => {
  for (const width of [1280, 1366, 1440]) {
    test(`${width} px: the navigation, the phone number and both buttons in the bar`, async ({ page }) => {
      await openAt(page, width);
      const bar = page.locator('.site-header__bar');
      await expect(bar.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Individual' })).toBeVisible();
      await expect(bar.getByText(PHONE)).toBeVisible();
      await expect(bar.getByRole('link', { name: `Call ${PHONE}` })).toHaveAttribute('href', /^tel:\+1/);
      await expect(bar.getByRole('link', { name: 'Get Started' })).toBeVisible();
      await expect(bar.getByRole('link', { name: 'Schedule' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
      expect(await barFits(page)).toBe(true);
    });
  }

  for (const width of [768, 1024, 1180]) {
    test(`${width} px (tablet): Schedule and the phone stay in the bar, the rest is in the menu`, async ({ page }) => {
      await openAt(page, width);
      const bar = page.locator('.site-header__bar');
      await expect(bar.getByRole('link', { name: 'Schedule' })).toBeVisible();
      await expect(bar.getByRole('link', { name: `Call ${PHONE}` })).toBeVisible();
      await expect(bar.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Individual' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
      expect(await barFits(page)).toBe(true);
    });
  }

  test('390 px: the bar fits and the menu holds the phone and both buttons', async ({ page }) => {
    await openAt(page, 390);
    expect(await barFits(page)).toBe(true);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByText(PHONE)).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Schedule' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Get Started' })).toBeVisible();
  });

  test('without JavaScript the menu links are reachable at a phone width', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Individual' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await context.close();
  });
});

test.describe('focus', () => {
  test('Escape in the menu returns focus to the menu button', async ({ page }) => {
    await openAt(page, 390);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Individual' }).focus();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('the theme menu works by keyboard and gives focus back', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openAt(page, 1280);
    const button = page.getByRole('button', { name: /Colour theme/ });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Colour theme' });
    await expect(menu.getByRole('menuitemradio', { name: 'System' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitemradio', { name: 'Light' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitemradio', { name: 'Dark' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Colour theme: dark' })).toBeFocused();
  });

  test('after an in-site navigation focus moves to the new page heading', async ({ page }) => {
    await openAt(page, 1280);
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
    await footerLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
});

test('signed out, content and form pages never download the auth client; signed in, the header learns it from the client', async ({ page, request }) => {
  const authClientRequests: string[] = [];
  page.on('request', (req) => {
    if (/\/assets\/auth-client-[\w-]+\.js/.test(req.url())) authClientRequests.push(new URL(req.url()).pathname);
  });
  for (const path of ['/', '/individual-tax-services', '/contact', '/tax-school']) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Sign In' })).toBeVisible();
  }
  expect(authClientRequests).toEqual([]);

  const account = await createAccount(request);
  await signIn(page, account);
  authClientRequests.length = 0;
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  expect(authClientRequests).toHaveLength(1);
});
