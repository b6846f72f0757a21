import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createAccount, newAccount } from './support/accounts';
import { waitForHydration } from './support/hydration';

/** A referrer named `fullName` and the code of their share link. */
async function shareCode(request: APIRequestContext, fullName: string): Promise<string> {
  const account = await createAccount(request, { ...newAccount('sharer'), fullName });
  const token = await request.post('/auth/v1/token?grant_type=password', { data: { email: account.email, password: account.password } });
  const link = await request.get('/api/referrals/link', {
    headers: { authorization: `Bearer ${((await token.json()) as { access_token: string }).access_token}` },
  });
  expect(link.status()).toBe(200);
  return ((await link.json()) as { code: string }).code;
}

const welcome = (page: import('@playwright/test').Page) => page.getByRole('status').filter({ hasText: 'Welcome!' });

test("a friend arriving by a share link is welcomed by the referrer's first name on the first page only, and can dismiss it", async ({ page, request }) => {
  const code = await shareCode(request, 'Sharon Quinn Sharer');
  await page.goto(`/r/${code}`);
  await expect(page).toHaveURL(/\/$/); // the code leaves the address: a reload or a copied address does not welcome again
  await expect(welcome(page)).toHaveText(
    /^Welcome! Sharon sent you our way: as their friend, you get a special discount on your tax return with us\.\s*Dismiss$/,
  );
  await expect(welcome(page)).not.toContainText('Quinn');
  await expectNoAxeViolations(page);

  await page.reload();
  await waitForHydration(page);
  await expect(welcome(page)).toHaveCount(0);

  // Dismissed, it goes; moving to another page ends it too.
  await page.goto(`/r/${code}`);
  await welcome(page).getByRole('button', { name: 'Dismiss the welcome' }).click();
  await expect(welcome(page)).toHaveCount(0);
  await page.goto(`/r/${code}`);
  await expect(welcome(page)).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(welcome(page)).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(welcome(page)).toHaveCount(0);
});

test('a share link whose code names nobody lands on the home page with nothing said', async ({ page }) => {
  const lookup = page.waitForResponse((response) => response.url().includes('/api/referrals/codes/'));
  await page.goto('/r/ZZZZZZZZ');
  expect((await lookup).status()).toBe(404);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(welcome(page)).toHaveCount(0);
});
