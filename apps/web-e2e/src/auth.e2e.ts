import { expect, test } from '@playwright/test';
import { createAccount, newAccount, signIn } from './support/accounts';
import { readMailbox, waitForMail } from './support/mail';
import { waitForHydration } from './support/hydration';
import { holdRequests, holdScripts } from './support/hold';

test.describe('sign up', () => {
  test('creates the account and goes to the dashboard, which greets the person by name', async ({ page }) => {
    const account = newAccount('signup');
    await page.goto('/signup');
    const submit = page.getByRole('button', { name: 'Sign Up', exact: true });
    await expect(submit).toBeEnabled();
    await page.getByLabel('Full name').fill(account.fullName);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    const held = await holdRequests(page, '/auth/v1/signup');
    await submit.click();
    const busy = page.getByRole('button', { name: 'Creating account...' });
    await expect(busy).toBeDisabled();
    held.release();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Referral Dashboard' })).toBeVisible();
    await expect(page.getByText(account.fullName)).toBeVisible();
    await expect(page.getByRole('link', { name: 'New Referral' })).toHaveAttribute('href', '/send-a-friend');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  test('asks for a password of at least 6 characters before calling the service', async ({ page }) => {
    const account = newAccount('short');
    await page.goto('/signup');
    await expect(page.getByRole('button', { name: 'Sign Up', exact: true })).toBeEnabled();
    await page.getByLabel('Full name').fill(account.fullName);
    await page.getByLabel('Email').fill(account.email);
    const password = page.getByLabel('Password');
    await password.fill('12345');
    await expect(password).toHaveAttribute('aria-describedby', 'password-hint');
    await expect(page.locator('#password-hint')).toHaveText('At least 6 characters.');
    let signUpCalls = 0;
    page.on('request', (request) => void (request.url().includes('/auth/v1/signup') && signUpCalls++));
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    expect(await password.evaluate((el: HTMLInputElement) => el.validity.tooShort)).toBe(true);
    // The problem sits beside the field, is announced, describes the field, and focus goes there.
    await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters.');
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAttribute('aria-describedby', 'password-hint password-error');
    await expect(page.getByLabel('Full name')).toHaveValue(account.fullName);
    await expect(page).toHaveURL(/\/signup$/);
    expect(signUpCalls).toBe(0);
  });

  test("shows the service's reason for a common password or one holding the email's name, keeping what was typed", async ({ page }) => {
    const account = newAccount('weak');
    await page.goto('/signup');
    await expect(page.getByRole('button', { name: 'Sign Up', exact: true })).toBeEnabled();
    await page.getByLabel('Full name').fill(account.fullName);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('iloveyou');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText('Password is one of the most common passwords, which attackers try first. Please choose a less common one.')).toBeVisible();
    await page.getByLabel('Password').fill(`${account.email.split('@')[0]}!`);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText('Password should not contain the name part of your email address: it is the first thing an attacker tries.')).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue(account.fullName);
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('names every missing field and focuses the first', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('button', { name: 'Sign Up', exact: true })).toBeEnabled();
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText([
      'Full name is required.',
      'Email must be an email address, like name@example.com.',
      'Password is required.',
    ]);
    await expect(page.getByLabel('Full name')).toBeFocused();
    // Correcting a field clears its message as the person types.
    await page.getByLabel('Full name').fill('Pat Example');
    await expect(page.getByRole('alert')).toHaveCount(2);
  });

  test('what was typed before the page finished loading is kept and sent', async ({ page }) => {
    const account = newAccount('early');
    // Hold the page's scripts so the fields are typed into the prerendered HTML, before hydration.
    const scripts = await holdScripts(page);
    await page.goto('/signup', { waitUntil: 'commit' });
    const submit = page.getByRole('button', { name: 'Sign Up', exact: true });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Full name').fill(account.fullName);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    scripts.release();
    await expect(submit).toBeEnabled();
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await submit.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(account.fullName)).toBeVisible();
  });
});

test('account pages hydrate without errors, signed out and signed in', async ({ page, request }) => {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  for (const path of ['/login', '/signup', '/forgot-password', '/reset-password', '/dashboard', '/account', '/auth/confirm']) {
    await page.goto(path);
    // Signed out, the dashboard and the account send the visitor to sign in (a full page load): wait for that page.
    if (path === '/dashboard' || path === '/account') await expect(page).toHaveURL(/\/login\b/);
    await waitForHydration(page);
  }
  const account = await createAccount(request, newAccount('hydrate'));
  await signIn(page, account);
  for (const path of ['/dashboard', '/account', '/reset-password', '/']) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test.describe('sign in', () => {
  test('a wrong password shows the service error in red under the form and re-enables the button', async ({ page, request }) => {
    const account = await createAccount(request, newAccount('wrong'));
    await page.goto('/login');
    const submit = page.getByRole('button', { name: 'Sign In', exact: true });
    await expect(submit).toBeEnabled();
    // Keyboard only: tab into the fields, Enter submits.
    await page.getByLabel('Email').focus();
    await page.keyboard.type(account.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type('not-the-password');
    const held = await holdRequests(page, '/auth/v1/token');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    held.release();

    // The catalogue's words for invalid_credentials, not the service's 'Invalid login credentials'.
    const error = page.getByRole('alert').filter({ hasText: 'The email address or password is wrong.' });
    await expect(error).toBeVisible();
    await expect(error).toBeFocused();
    expect(await error.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(180, 35, 24)');
    // Under the form: after the button, inside the form.
    expect(await page.locator('form').evaluate((form) => form.lastElementChild?.getAttribute('role'))).toBe('alert');
    await expect(submit).toBeEnabled();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-describedby', 'login-error');
    // What the person typed is still there to correct.
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('not-the-password');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('links to sign-up and to the forgotten-password page', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.goto('/login');
    await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("an error carried in the URL is shown as an error, in the catalogue's words for its code", async ({ page }) => {
    await page.goto('/login#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
    await expect(page.getByRole('alert')).toHaveText('This link or code has expired or was already used. Please ask for a new one.');
    await page.goto('/login?error_description=Something%20went%20wrong%20upstream');
    await expect(page.getByRole('alert')).toHaveText('This link did not work: it may be old or already used. Please ask for a new one.');
  });
});

test.describe('signed out', () => {
  test('the dashboard is prerendered in its neutral loading state', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Referral Dashboard' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading...');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await context.close();
  });

  test('opening /dashboard goes to /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('/dashboard is left for /login before its content is parsed', async ({ page }) => {
    // The page being left notes what it holds as it goes: without #root its body was never parsed, laid out or drawn.
    await page.addInitScript(() => {
      if (location.pathname !== '/dashboard') return;
      addEventListener('pagehide', () => sessionStorage.setItem('/dashboard left with', document.getElementById('root') ? 'its content' : 'nothing parsed'));
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('/dashboard left with'))).toBe('nothing parsed');
  });

  test('the account pages are left out of the sitemap', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/login', '/signup', '/forgot-password', '/reset-password', '/account', '/dashboard', '/auth/confirm'])
      expect(sitemap).not.toContain(`${path}<`);
  });
});

test('sign out goes to /login in the app, also from a dashboard opened by a full load; reopening /dashboard goes to /login', async ({ page, request }) => {
  const account = await createAccount(request, newAccount('signout'));
  await signIn(page, account);
  // Opened by a full load, the dashboard mounts while the session is still being read.
  await page.goto('/dashboard');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  const documentRequests: string[] = [];
  page.on('request', (sent) => void (sent.isNavigationRequest() && sent.frame() === page.mainFrame() && documentRequests.push(sent.url())));
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(documentRequests).toEqual([]);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('forgotten password', () => {
  test('request, read the email, open the link, set a new password, sign in with it', async ({ page, request }) => {
    const account = await createAccount(request, newAccount('forgot'));
    const before = await readMailbox();
    await page.goto('/forgot-password');
    await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(`If an account exists for ${account.email}`);

    const mail = await waitForMail(account.email, { subject: /reset/i, exclude: before });
    // The server links to our confirm page (/auth/confirm?token_hash=...), which spends the token on a click.
    const link = mail.links.find((l) => l.includes('/auth/confirm'));
    expect(link, `a confirm-page link in:\n${mail.text}`).toBeTruthy();
    expect(new URL(link!).origin).toBe(new URL(page.url()).origin);
    await page.goto(link!);
    await page.getByRole('button', { name: 'Continue to Reset Password' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByText('Your reset link worked.')).toBeVisible();
    const newPassword = `${account.password}-new`;
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(account.fullName)).toBeVisible();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, { ...account, password: newPassword });

    // The link worked once; opening it again explains that it cannot be used.
    await page.goto(link!);
    await page.getByRole('button', { name: 'Continue to Reset Password' }).click();
    await expect(page.getByRole('alert')).toContainText("This link can't be used");
    await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  });

  test('shows the same confirmation for an address without an account', async ({ page }) => {
    const nobody = newAccount('nobody');
    await page.goto('/forgot-password');
    await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
    await page.getByLabel('Email').fill(nobody.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(`If an account exists for ${nobody.email}`);
  });

  test('an expired or used link explains itself and offers a new one', async ({ page }) => {
    await page.goto('/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText("This password reset link can't be used.");
    await expect(alert).toContainText('This link or code has expired or was already used.');
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});
