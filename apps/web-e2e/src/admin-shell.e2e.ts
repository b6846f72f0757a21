import { expect, test, type Page } from '@playwright/test';
import { submitLogin } from './support/accounts';
import { expectNoAxeViolations, useStoredTheme } from './support/axe';
import { overflowProblem } from './support/overflow';
import { codeFor, createStaff, signInAsStaff } from './support/staff';
import { postTaxIntake } from './support/tax-intake';

// The back office's own shell (issue 45): a compact staff header with the global search, the sidebar of work queues,
// no public header or footer, no sideways scroll on a phone, and staff landing on /admin when they sign in.

const unique = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function noPublicShell(page: Page): Promise<void> {
  await expect(page.locator('.site-header')).toHaveCount(0);
  await expect(page.locator('.site-footer')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(1);
}

test('staff who sign in at /login land on /admin, in the staff shell', async ({ page, request }) => {
  const staff = await createStaff(request);
  await page.goto('/login');
  await submitLogin(page, staff);
  await page.getByLabel('6-digit code').fill(codeFor(staff.secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin');
  await expect(page.getByRole('banner').getByText(`Signed in as ${staff.email}`)).toBeVisible();
  await noPublicShell(page);
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the served /admin HTML carries no marketing header or footer, and no back-office menu before the staff check', async ({ request }) => {
  for (const path of ['/admin', '/admin/tax-intakes']) {
    const html = await (await request.get(path)).text();
    const body = html.slice(html.indexOf('<body'));
    expect(body).not.toContain('class="site-header"');
    expect(body).not.toContain('class="site-footer"');
    expect(body).not.toContain('Get Started');
    expect(body).toContain('class="admin-header"');
    expect(body).not.toContain('/admin/tax-intakes"');
    expect(body).toContain('Loading...');
  }
});

for (const width of [1280, 390]) {
  test(`the shell at ${width} px: sidebar with counts, no sideways scroll, tables fit`, async ({ page, request }) => {
    const staff = await createStaff(request);
    expect((await postTaxIntake(request, { fullName: 'Wide Shell', email: unique('shell') })).status()).toBe(201);
    await page.setViewportSize({ width, height: 900 });
    await signInAsStaff(page, staff);
    await noPublicShell(page);
    const sidebar = page.getByRole('navigation', { name: 'Back office' });
    const menu = page.getByRole('button', { name: 'Menu' });
    if (width < 900) {
      await expect(sidebar).toBeHidden();
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
    } else {
      await expect(menu).toBeHidden();
    }
    // One count per queue from GET /api/admin/queues: at least the intake above waits in "Tax intakes".
    await expect(sidebar.getByRole('link', { name: /^Tax intakes \d+ waiting$/ })).toBeVisible();
    await sidebar.getByRole('link', { name: /^Tax intakes/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tax intakes' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    for (const path of ['/admin', '/admin/tax-intakes', '/admin/appointments', '/admin/audit']) {
      if (page.url() !== path) await page.goto(path);
      await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(sideways, (await overflowProblem(page, width, path)) ?? path).toBeLessThanOrEqual(0);
    }
    if (width >= 900) {
      // A sortable heading sorts in the API: by name A to Z, then Z to A (aria-sort on the column header).
      await page.goto('/admin/tax-intakes');
      const nameHeader = page.getByRole('columnheader', { name: 'Sort by Name' });
      await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
      await nameHeader.getByRole('button').click();
      await expect(page).toHaveURL(/[?&]sort=name(&|$)/);
      await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
      await nameHeader.getByRole('button').click();
      await expect(page).toHaveURL(/[?&]sort=-name(&|$)/);
      await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
      await expect(page.getByRole('columnheader', { name: 'Sort by Received' })).toHaveAttribute('aria-sort', 'none');
    }
    if (width < 900) {
      // Stacked rows: the column headings are read from each cell, the table's own header row is out of sight.
      await page.goto('/admin/tax-intakes');
      await expect(page.getByRole('table').locator('td[data-label="Email"]').first()).toBeVisible();
      await expect(page.getByRole('table').locator('thead')).toHaveCSS('position', 'absolute');
    }
  });
}

test('global search by keyboard only: "/" focuses it, type, arrow down, Enter opens the record', async ({ page, request }) => {
  const staff = await createStaff(request);
  const email = unique('zephyrine');
  expect((await postTaxIntake(request, { fullName: 'Zephyrine Keyboard', email })).status()).toBe(201);
  await signInAsStaff(page, staff);
  await page.locator('body').press('/');
  const search = page.getByRole('combobox', { name: 'Search every record' });
  await expect(search).toBeFocused();
  await page.keyboard.type('zephyrine key');
  const listbox = page.getByRole('listbox', { name: 'Search every record' });
  const option = listbox.getByRole('option', { name: /Zephyrine Keyboard/ });
  await expect(option).toHaveCount(1);
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/tax-intakes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: /Zephyrine Keyboard/ })).toBeVisible();

  // Escape closes the list, a second Escape clears the text; a phone number finds it too.
  await search.focus();
  await page.keyboard.type('313 555 01');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(search).toHaveValue('');
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violations in the shell with the search open, ${theme} theme, at 1280 and 390 px`, async ({ page, request }) => {
    const staff = await createStaff(request);
    expect((await postTaxIntake(request, { fullName: 'Axel Shell', email: unique('axel') })).status()).toBe(201);
    await useStoredTheme(page, theme);
    await signInAsStaff(page, staff, '/admin/tax-intakes');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.getByRole('combobox', { name: 'Search every record' }).fill('axel');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expectNoAxeViolations(page);
  });
}
