import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, useStoredTheme } from './support/axe';
import { waitForMail } from './support/mail';
import { createStaff, signInAsStaff } from './support/staff';
import { postTaxIntake } from './support/tax-intake';

// The back office's overview (/admin) holds the staff member's own settings: they choose which emails they get and makes (and revokes) a calendar feed address.

test('a staff member asks for a copy of each tax intake email and gets one; makes a calendar feed, reads it, revokes it', async ({ page, request }) => {
  const staff = await createStaff(request);
  await signInAsStaff(page, staff);
  await expect(page.getByRole('heading', { level: 2, name: 'Emails to me' })).toBeVisible();

  const intakes = page.getByRole('combobox', { name: 'Tax intakes', exact: true });
  await expect(intakes).toHaveValue('off');
  await intakes.selectOption('immediate');
  await page.getByRole('button', { name: 'Save choices' }).press('Enter');
  await expect(page.getByText('Your choices are saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Tax intakes', exact: true })).toHaveValue('immediate');

  const intake = await postTaxIntake(request, { fullName: 'Dana Notified', email: `notified-${Date.now().toString(36)}@example.com` });
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
    await signInAsStaff(page, staff);
    await expect(page.getByRole('heading', { level: 2, name: 'Emails to me' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'New appointments', exact: true })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Ann Arbor' }).check();
    await page.getByRole('button', { name: 'Create a feed address' }).click();
    await expect(page.getByRole('textbox', { name: 'Feed address' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Your calendar feeds' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
