import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface TestAccount {
  fullName: string;
  email: string;
  password: string;
}

/** A fresh address per test: the tests run in parallel against one server. */
export function newAccount(label = 'person'): TestAccount {
  const suffix = randomBytes(5).toString('hex');
  return { fullName: `Pat ${label} ${suffix}`, email: `${label}-${suffix}@example.com`, password: `pw-${randomBytes(6).toString('hex')}` };
}

/** Creates the account straight through the auth service (POST /auth/v1/signup), for tests about other pages. */
export async function createAccount(request: APIRequestContext, account: TestAccount = newAccount()): Promise<TestAccount> {
  const response = await request.post('/auth/v1/signup', {
    data: { email: account.email, password: account.password, data: { full_name: account.fullName } },
  });
  expect(response.status(), await response.text()).toBe(200);
  return account;
}

/** On /login (where a test went, or was sent): once the form is usable, types the password sign-in and presses Sign In. */
export async function submitLogin(page: Page, account: Pick<TestAccount, 'email' | 'password'>): Promise<void> {
  await expect(page).toHaveURL(/\/login$/);
  const submit = page.getByRole('button', { name: 'Sign In', exact: true });
  await expect(submit).toBeEnabled(); // enabled once hydrated
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await submit.click();
}

/** Signs in through the /login page and waits for the dashboard. */
export async function signIn(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(account.fullName)).toBeVisible();
}
