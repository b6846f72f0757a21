import { expect, test } from '@playwright/test';
import { createAccount, signIn, submitLogin } from './support/accounts';

test('the dashboard reads the profile through the API client, with the session token', async ({ page, request }) => {
  const account = await createAccount(request);
  const profile = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/profiles/me');
  await signIn(page, account);

  const response = await profile;
  expect(response.request().headers()['authorization']).toMatch(/^Bearer /);
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ email: account.email, fullName: account.fullName, roles: [] });
  await expect(page.getByText(`Signed in as ${account.fullName}`)).toBeVisible();
});

/** Sums, per path, the layout shifts each document of this tab reports (kept in sessionStorage across reloads). */
async function recordLayoutShifts(page: import('@playwright/test').Page): Promise<void> {
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (entry.hadRecentInput) continue;
        const key = `cls:${location.pathname}`;
        sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key) ?? 0) + entry.value));
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test('a signed-out visit to /dashboard goes to the login page before fetching any script, with nothing shifting; signing in returns there', async ({
  page,
  request,
}) => {
  await recordLayoutShifts(page);
  const account = await createAccount(request);
  const events: string[] = [];
  page.on('request', (sent) => {
    if (sent.isNavigationRequest()) events.push(`page ${new URL(sent.url()).pathname}`);
    else if (sent.resourceType() === 'script') events.push('script');
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(events.slice(0, 2)).toEqual(['page /dashboard', 'page /login']);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  // Two frames after hydration, every shift of both documents has been reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifts = await page.evaluate(() => ({
    dashboard: Number(sessionStorage.getItem('cls:/dashboard') ?? 0),
    login: Number(sessionStorage.getItem('cls:/login') ?? 0),
  }));
  expect(shifts).toEqual({ dashboard: 0, login: 0 });

  await submitLogin(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Signed in as ${account.fullName}`)).toBeVisible();
});
