import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createAccount, newAccount, signIn } from './support/accounts';
import { expectNoAxeViolations, useStoredTheme } from './support/axe';
import { accessToken, createStaff, signInAsStaff } from './support/staff';
import { postTaxIntake } from './support/tax-intake';

// The back office (/admin, libs/web/feature-admin) driven as staff would: a staff member made with the real staff
// command, with an authenticator app, signs in with password and code; the records are made through the public API.

const unique = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function createTaxIntake(request: APIRequestContext): Promise<{ email: string; name: string }> {
  const upload = await request.post('/api/uploads', { multipart: { file: { name: 'w2-2025.pdf', mimeType: 'application/pdf', buffer: PDF } } });
  expect(upload.status(), await upload.text()).toBe(201);
  const { id } = (await upload.json()) as { id: string };
  const email = unique('intake');
  const response = await postTaxIntake(request, { fullName: 'Dana Intake', email: email, documents: [id] });
  expect(response.status(), await response.text()).toBe(201);
  return { email, name: 'Dana Intake' };
}

/** Two free times on one day at Dearborn, from the public availability. */
async function twoFreeTimes(request: APIRequestContext): Promise<[string, string]> {
  const from = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const availability = (await (await request.get(`/api/booking/availability?office=dearborn&from=${from}&to=${to}`)).json()) as {
    days: Array<{ times: Array<{ startsAt: string }> }>;
  };
  const day = availability.days.find((d) => d.times.length >= 4)!;
  return [day.times[0]!.startsAt, day.times[3]!.startsAt];
}

/** An instant as Detroit wall-clock `YYYY-MM-DDTHH:mm` (what staff type into the move field). */
function detroitLocal(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Detroit',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts['year']}-${parts['month']}-${parts['day']}T${parts['hour']}:${parts['minute']}`;
}

test('a staff member signs in with TOTP, downloads an intake document through its link and marks the intake done', async ({ page, request }) => {
  const staff = await createStaff(request);
  const intake = await createTaxIntake(request);
  await signInAsStaff(page, staff);
  await expect(page.getByRole('contentinfo')).toHaveCount(0); // the back office's own shell: no public footer

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Tax intakes' }).click();
  await page.getByLabel('Name or email').fill(intake.email);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/tax-intakes\\?q=${encodeURIComponent(intake.email)}$`));
  const table = page.getByRole('table', { name: 'Tax intakes, newest first' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: /Dana Intake/ })).toBeVisible();

  await page.getByRole('button', { name: 'Get download link for w2-2025.pdf' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download w2-2025.pdf' }).click();
  const download = await downloading;
  expect(readFileSync((await download.path())!)).toEqual(PDF);

  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Done' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  // Back to the list with its filter kept: the intake is done.
  await page.getByRole('link', { name: 'Back to Tax intakes' }).click();
  await expect(page).toHaveURL(/\/admin\/tax-intakes\?q=/);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('Done');
});

test('a stale status change says someone else changed the record and reloads it', async ({ page, request }) => {
  const staff = await createStaff(request);
  const intake = await createTaxIntake(request);
  await signInAsStaff(page, staff);
  await page.goto(`/admin/tax-intakes?q=${encodeURIComponent(intake.email)}`);
  await page.getByRole('table').getByRole('link').click();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('new');
  // Another staff member changes it meanwhile.
  const token = await accessToken(request, staff);
  const list = (await (
    await request.get(`/api/admin/tax-intakes?q=${encodeURIComponent(intake.email)}`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { items: Array<{ id: string }> };
  const other = await request.patch(`/api/admin/tax-intakes/${list.items[0]!.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: 'in_progress', version: 1 },
  });
  expect(other.status(), await other.text()).toBe(200);

  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Spam' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Someone else changed this record' })).toBeVisible();
  await page.getByRole('button', { name: 'Reload record' }).click();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('in_progress');
});

test('staff move an appointment and refund a test-mode payment', async ({ page, request }) => {
  const staff = await createStaff(request);
  const [first, later] = await twoFreeTimes(request);
  const email = unique('booked');
  const booked = await request.post('/api/booking/appointments', {
    data: { office: 'dearborn', service: 'individual-return', startsAt: first, name: 'Morgan Mover', email, phone: '(313) 555-0123' },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const payerEmail = unique('payer');
  const checkout = await request.post('/api/payments/checkout', {
    data: { name: 'Pat Refund', email: payerEmail, phone: '(313) 555-0142', amount: 1234, description: 'Invoice 77' },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const payment = (await checkout.json()) as { id: string; url: string };
  const token = new URLSearchParams(new URL(payment.url).hash.slice(1)).get('token');
  expect((await request.post(`/api/payments/test-checkout/${payment.id}/pay`, { data: { token } })).ok()).toBe(true);

  await signInAsStaff(page, staff);
  await page.goto(`/admin/appointments?day=${detroitLocal(first).slice(0, 10)}&office=dearborn`);
  await page
    .getByRole('table')
    .getByRole('row', { name: /Morgan Mover/ })
    .getByRole('link')
    .click();
  await page.getByLabel('New time (Detroit time)').fill(detroitLocal(later));
  await page.getByRole('button', { name: 'Move appointment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Appointment moved' })).toBeVisible();
  await page.goto(`/admin/appointments?day=${detroitLocal(later).slice(0, 10)}&office=dearborn`);
  const moved = page.getByRole('table').getByRole('row', { name: /Morgan Mover/ });
  await expect(moved).toBeVisible();
  const shown = await moved.getByRole('link').textContent();
  expect(shown).toContain(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Detroit', hour: 'numeric', minute: '2-digit' }).format(new Date(later)));

  await page.goto(`/admin/payments?q=${encodeURIComponent(payerEmail)}`);
  await page.getByRole('table').getByRole('link').click();
  await expect(page.getByText('$12.34 can still be refunded.')).toBeVisible();
  await expect(page.locator('dd').filter({ hasText: /^HP-[0-9A-Z]{4}-[0-9A-Z]{4}$/ })).toBeVisible();
  // Prefilled with what is left; more than that is refused before anything is asked.
  await expect(page.getByLabel('Amount in dollars')).toHaveValue('12.34');
  await page.getByLabel('Amount in dollars').fill('300');
  await page.getByLabel('Reason').fill('Invoice paid twice');
  await page.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Enter an amount in dollars, more than 0 and at most $12.34.')).toBeVisible();
  await expect(page.getByText(/cents|what is left to refund/)).toHaveCount(0);
  await page.getByLabel('Amount in dollars').fill('12.34');
  await page.getByRole('button', { name: 'Refund' }).click();
  await page.getByRole('alertdialog', { name: 'Refund $12.34 to Pat Refund?' }).getByRole('button', { name: 'Yes, refund' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Refunded $12.34' })).toBeVisible();
  await expect(page.locator('dd').filter({ hasText: /^Refunded$/ })).toBeVisible();
});

test('staff complete a referral with $35 and then pay it: the referrer sees $35.00 earned; the referrer cannot open /admin', async ({
  browser,
  page,
  request,
}) => {
  const referrer = await createAccount(request, newAccount('referrer'));
  const friendEmail = unique('friend');
  const made = await request.post('/api/referrals', {
    headers: { authorization: `Bearer ${await accessToken(request, referrer)}` },
    data: { referrerName: referrer.fullName, referrerEmail: referrer.email, friendName: 'Frankie Friend', friendEmail },
  });
  expect(made.status(), await made.text()).toBe(201);
  const staff = await createStaff(request);
  await signInAsStaff(page, staff);

  await page.goto(`/admin/referrals?q=${encodeURIComponent(friendEmail)}`);
  await page.getByRole('table').getByRole('link').click();
  await page.getByLabel('New status').selectOption({ label: 'Contacted' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('dd').filter({ hasText: /^Contacted$/ })).toBeVisible();
  await page.getByLabel('New status').selectOption({ label: 'Completed' });
  // Outside the programme's range: the API's limits in dollars, under the label staff see.
  await page.getByLabel('Reward in dollars').fill('80');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Reward in dollars must be between $20.00 and $50.00.' })).toBeVisible();
  await expect(page.getByText(/rewardCents|cents/)).toHaveCount(0);
  await page.getByLabel('Reward in dollars').fill('35');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(page.getByText('Reward: $35.00')).toBeVisible();
  await page.getByLabel('New status').selectOption({ label: 'Paid' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('dd').filter({ hasText: /^Paid$/ })).toBeVisible();

  const context = await browser.newContext();
  const referrerPage = await context.newPage();
  await signIn(referrerPage, referrer);
  await expect(referrerPage.getByRole('listitem').filter({ hasText: 'Total Earnings' })).toContainText('$35.00');
  await expect(referrerPage.getByRole('contentinfo').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(referrerPage.getByRole('link', { name: 'Back office' })).toHaveCount(0);
  await referrerPage.goto('/admin');
  await expect(referrerPage.getByRole('alert')).toHaveText('This area is for Huron Tax & Accounting staff only.');
  await expect(referrerPage.getByRole('table')).toHaveCount(0);
  await context.close();
});

test('overview figures open filtered lists; a list exports as filtered; people: own role kept, grant staff, sign out everywhere; the audit log shows it', async ({
  page,
  request,
}) => {
  const staff = await createStaff(request);
  const intake = await createTaxIntake(request);
  const other = await createAccount(request, newAccount('colleague'));
  await signInAsStaff(page, staff);

  const intakes = page.getByRole('region', { name: 'Tax intakes' });
  await intakes.getByRole('link', { name: /still new/ }).click();
  await expect(page).toHaveURL(/\/admin\/tax-intakes\?status=new$/);
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('new');

  await page.goto(`/admin/tax-intakes?q=${encodeURIComponent(intake.email)}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync((await (await downloading).path())!, 'utf8');
  expect(csv).toContain(intake.email);
  expect(csv.trim().split('\n')).toHaveLength(2); // the header and the one intake the filter finds

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'People' }).click();
  await page.getByLabel('Email').fill(staff.email);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.getByRole('table').getByRole('link', { name: staff.email }).click();
  await page.getByRole('button', { name: 'Remove staff role' }).click();
  await expect(page.getByRole('alert')).toHaveText('You cannot remove your own staff role: ask another staff member.');

  await page.goto(`/admin/people?email=${encodeURIComponent(other.email)}`);
  await page.getByRole('table').getByRole('link', { name: other.email }).click();
  await page.getByRole('button', { name: 'Make staff' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Staff role granted' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove staff role' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Signed out of \d+ sessions/ })).toBeVisible();

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('table', { name: 'Audit log, newest first' }).getByRole('row').filter({ hasText: staff.email }).first()).toBeVisible();
  const newestFirst = await page.getByRole('table', { name: 'Audit log, newest first' }).getByRole('row').nth(1).textContent();

  await page.getByLabel('Order').selectOption({ label: 'Oldest first' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?order=oldest$/);
  const oldestFirst = page.getByRole('table', { name: 'Audit log, oldest first' });
  await expect(oldestFirst).toBeVisible();
  // The previous page's rows stay on screen until the new order's arrive (keepPreviousData): wait for them.
  await expect(oldestFirst.getByRole('row').nth(1)).not.toHaveText(newestFirst!);
  await page.goBack();
  await expect(page.getByRole('table', { name: 'Audit log, newest first' })).toBeVisible();
});

test('signed out, /admin/payments goes to /login', async ({ page }) => {
  await page.goto('/admin/payments?status=paid');
  await expect(page).toHaveURL(/\/login$/);
});

test('a record screen opened from a link answers 200 with its screen, and signed out goes to /login before any script', async ({ page, request }) => {
  const record = '/admin/payments/0c6b5c1e-4f7e-4a57-9d43-7f3c2f8f1a10';
  const served = await request.get(record, { maxRedirects: 0 });
  expect(served.status()).toBe(200);
  expect(await served.text()).toContain('<h1>Payments</h1>');
  const events: string[] = [];
  page.on('request', (sent) => {
    if (sent.isNavigationRequest()) events.push(`page ${new URL(sent.url()).pathname}`);
    else if (sent.resourceType() === 'script') events.push('script');
  });
  await page.goto(record);
  await expect(page).toHaveURL(/\/login$/);
  expect(events.slice(0, 2)).toEqual([`page ${record}`, 'page /login']);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violations on the admin pages, ${theme} theme`, async ({ page, request }) => {
    test.setTimeout(120_000); // every admin page, one after the other
    const staff = await createStaff(request);
    await createTaxIntake(request);
    await useStoredTheme(page, theme);
    await signInAsStaff(page, staff);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expectNoAxeViolations(page);
    const nav = page.getByRole('navigation', { name: 'Back office' });
    const lists = await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')!).filter((href) => href !== '/admin'));
    for (const href of lists) {
      await page.goto(href);
      await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await page.goto('/admin/tax-intakes');
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
