import { expect, test } from '@playwright/test';
import { createAccount, signIn } from './support/accounts';

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
