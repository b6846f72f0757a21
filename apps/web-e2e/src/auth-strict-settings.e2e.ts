import { expect, test } from '@playwright/test';
import { newAccount, signIn } from './support/accounts';
import { readMailbox } from './support/mail';
import { codeIn, createConfirmedAccount, landedOn, strictAuth, verifyLinkIn, waitForStrictMail } from './support/strict-auth-server';

// Against the second server: confirmation required, reauthentication for every password change, and emailed links
// that go through GET /auth/v1/verify (GoTrue's own link mode), which hands the session over in the URL fragment.
test.use({ baseURL: strictAuth.baseURL });

test('sign up asks to check the inbox; the emailed link confirms the address and ends signed in', async ({ page, request }) => {
  const account = newAccount('confirm');
  await page.goto('/signup');
  const submit = page.getByRole('button', { name: 'Sign Up', exact: true });
  await expect(submit).toBeEnabled();
  await page.getByLabel('Full name').fill(account.fullName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await submit.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toContainText(`We sent an email to ${account.email}`);
  await expect(page.getByRole('main').getByRole('status')).toBeFocused();
  await expect(page).toHaveURL(/\/signup$/);

  // Until the address is confirmed, the password does not open a session.
  const early = await request.post('/auth/v1/token?grant_type=password', { data: { email: account.email, password: account.password } });
  expect(early.status()).toBe(400);
  expect(await early.json()).toMatchObject({ error_code: 'email_not_confirmed' });

  const link = verifyLinkIn(await waitForStrictMail(account.email, /Confirm your email/), 'signup');
  expect(link.searchParams.get('redirect_to')).toBe(`${strictAuth.baseURL}/dashboard`);
  await page.goto(link.href);
  await expect(page).toHaveURL(landedOn('/dashboard'));
  await expect(page.getByRole('heading', { level: 1, name: 'Referral Dashboard' })).toBeVisible();
  await expect(page.getByText(account.fullName)).toBeVisible();
});

test('changing the password on the account page asks for the emailed code, refuses a wrong one, then works', async ({ page, request }) => {
  const account = await createConfirmedAccount(request, 'reauth');
  await signIn(page, account);
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Change password' });
  const newPassword = `${account.password}-changed`;
  await section.getByLabel('New password', { exact: true }).fill(newPassword);
  await section.getByLabel('Confirm new password').fill(newPassword);
  const before = await readMailbox(strictAuth.varDir);
  await section.getByRole('button', { name: 'Change Password' }).click();
  await expect(section.getByRole('status')).toContainText(`we've emailed a verification code to ${account.email}`);
  const codeField = section.getByLabel('Verification code');
  await expect(codeField).toBeFocused();
  const code = codeIn(await waitForStrictMail(account.email, /confirmation code/, before));

  await codeField.fill(code === '000000' ? '111111' : '000000');
  await section.getByRole('button', { name: 'Change Password' }).click();
  await expect(section.getByRole('alert')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Change Password' })).toBeEnabled();

  await codeField.fill(code);
  await section.getByRole('button', { name: 'Change Password' }).click();
  await expect(section.getByRole('status')).toHaveText('Your password has been changed.');

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, { ...account, password: newPassword });
});

test('a magic link through /auth/v1/verify ends signed in on the dashboard, and works only once', async ({ page, request }) => {
  const account = await createConfirmedAccount(request, 'magic');
  const before = await readMailbox(strictAuth.varDir);
  const asked = await request.post('/auth/v1/magiclink', { data: { email: account.email } });
  expect(asked.status(), await asked.text()).toBe(200);
  const link = verifyLinkIn(await waitForStrictMail(account.email, /sign-in link/, before), 'magiclink');

  await page.goto(link.href);
  await expect(page).toHaveURL(landedOn('/dashboard'));
  await expect(page.getByText(account.fullName)).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(link.href);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toContainText(/invalid|expired/i);
});
