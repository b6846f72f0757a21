import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, useStoredTheme } from './support/axe';
import { createAccount, signIn } from './support/accounts';
import { holdRoute, holdScripts } from './support/hold';
import { accessToken, staffPasswordToken } from './support/staff';

test('signed out, /dashboard goes to /login and comes back after signing in', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Referral Dashboard' })).toBeVisible();
  await expect(page.getByText('Total Referrals')).toBeVisible();
});

test('a referral made on /send-a-friend shows on the dashboard; completed with $35 and paid, it shows $35.00 earned', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await page.goto('/send-a-friend');
  await expect(page.getByLabel('Your email')).toHaveValue(account.email);
  const friendEmail = `friend-${Date.now()}@example.com`;
  await page.getByLabel("Friend's name").fill('Frieda Friend');
  await page.getByLabel("Friend's email").fill(friendEmail);
  await page.getByLabel("Friend's email").press('Enter'); // keyboard submit
  await expect(page.getByText('Thank you! Your referral is on your dashboard.')).toBeVisible();

  await page.getByRole('link', { name: 'Referral Dashboard' }).click();
  const row = page.getByRole('row', { name: /Frieda Friend/ });
  await expect(row).toContainText(friendEmail);
  await expect(row).toContainText('Pending');

  const staff = await staffPasswordToken(request);
  const id = (
    (await (await request.get('/api/referrals', { headers: { authorization: `Bearer ${await accessToken(request, account)}` } })).json()) as {
      items: { id: string }[];
    }
  ).items[0]!.id;
  let version = 1;
  for (const body of [{ status: 'contacted' }, { status: 'completed', rewardCents: 3500 }, { status: 'paid' }]) {
    const response = await request.patch(`/api/admin/referrals/${id}`, { headers: { authorization: `Bearer ${staff}` }, data: { ...body, version } });
    expect(response.status(), await response.text()).toBe(200);
    version = ((await response.json()) as { version: number }).version;
  }
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: 'Total Earnings' })).toContainText('$35.00');
  await expect(page.getByRole('row', { name: /Frieda Friend/ })).toContainText('Paid');
});

test('signed out, the referral form is part of the page and works before the app runs; typed early, it is sent once the app has run', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/send-a-friend');
  await expect(page.locator('#app-start')).toHaveAttribute('data-hydrate', 'later');
  await expect(page.getByText('Not signed in: we email you a link to add this referral to your dashboard.')).toBeVisible();
  await page.getByLabel('Your name').fill('Early Referrer');
  await page.getByLabel('Your email').fill(`early-referrer-${Date.now()}@example.com`);
  await page.getByLabel("Friend's name").fill('Early Friend');
  await page.getByLabel("Friend's email").fill(`early-friend-${Date.now()}@example.com`);
  await expect(page.getByRole('button', { name: 'Send Referral' })).toBeDisabled();
  scripts.release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.getByRole('button', { name: 'Send Referral' }).click();
  await expect(
    page.getByText('Thank you! Check your email: once you open the link in it, we invite your friend and add this referral to your dashboard.'),
  ).toBeVisible();
});

test('signed in, the referrer fields fill in place once the session is known, and what was typed for the friend stays', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account);
  // The auth client waits: the page hydrates (a tab with a session starts at once) but does not know the account yet.
  const authClient = await holdRoute(page, /\/assets\/auth-client-[\w-]+\.js$/);
  await page.goto('/send-a-friend');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.getByLabel("Friend's name").fill('Patient Friend');
  await expect(page.getByLabel('Your email')).toHaveValue('');
  authClient.release();
  await expect(page.getByLabel('Your email')).toHaveValue(account.email);
  await expect(page.getByLabel('Your email')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Your name')).toHaveValue(account.fullName);
  await expect(page.getByText('Signed in: this referral goes straight to your dashboard.')).toBeVisible();
  await expect(page.getByLabel("Friend's name")).toHaveValue('Patient Friend');
  await page.getByLabel("Friend's email").fill(`patient-friend-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Send Referral' }).click();
  await expect(page.getByText('Thank you! Your referral is on your dashboard.')).toBeVisible();
  // A form opened while signed in starts with the account's details, and nothing left of the last friend.
  await page.getByRole('button', { name: 'Refer another friend' }).click();
  await expect(page.getByLabel('Your email')).toHaveValue(account.email);
  await expect(page.getByLabel('Your name')).toHaveValue(account.fullName);
  await expect(page.getByLabel("Friend's name")).toHaveValue('');
});

test('when loading fails the dashboard says so and a retry loads it', async ({ page, request }) => {
  const account = await createAccount(request);
  let fail = true;
  await page.route('**/api/referrals/summary', (route) =>
    fail ? route.fulfill({ status: 503, json: { code: 'unavailable', message: 'down' } }) : route.continue(),
  );
  await signIn(page, account);
  await expect(page.getByRole('alert')).toContainText('Your referrals could not be loaded.');
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Total Referrals')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`both pages pass axe in the ${theme} theme at phone width, and the share link copies with a toast`, async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 375, height: 800 });
    await useStoredTheme(page, theme);
    await page.goto('/send-a-friend');
    await expect(page.getByRole('button', { name: 'Send Referral' })).toBeVisible();
    await expectNoAxeViolations(page);
    const account = await createAccount(request);
    await signIn(page, account);
    await expect(page.getByText('Total Referrals')).toBeVisible();
    await expect(page.getByTestId('share-url')).toContainText('/r/');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
  });
}
