import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, useStoredTheme } from './support/axe';
import { waitForMail } from './support/mail';
import { createStaff, signInAsStaff, type Staff } from './support/staff';
import { postTaxIntake } from './support/tax-intake';

// Issue 45, one page per client, notes and replies, refunds: a staff member (real staff command, authenticator app)
// works a client's records in the back office; the records are made through the public API.

const unique = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function taxIntakeOf(request: APIRequestContext, page: Page, staff: Staff, email: string): Promise<string> {
  const response = await postTaxIntake(request, { fullName: 'Noor Notes', email });
  expect(response.status(), await response.text()).toBe(201);
  const list = await request.get(`/api/admin/tax-intakes?q=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${staff.token}` } });
  const id = ((await list.json()) as { items: Array<{ id: string }> }).items[0]!.id;
  await page.goto(`/admin/tax-intakes/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: /Noor Notes/ })).toBeVisible();
  return id;
}

async function paidPayment(request: APIRequestContext, email: string): Promise<void> {
  const checkout = await request.post('/api/payments/checkout', {
    data: { name: 'Rene Refund', email, phone: '(313) 555-0142', amount: 5000, description: 'Tax preparation' },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const payment = (await checkout.json()) as { id: string; url: string };
  const token = new URLSearchParams(new URL(payment.url).hash.slice(1)).get('token');
  expect((await request.post(`/api/payments/test-checkout/${payment.id}/pay`, { data: { token } })).ok()).toBe(true);
}

test('a note added twice keeps both; a reply is mailed and kept; "All from this client" lists their records', async ({ page, request }) => {
  const staff = await createStaff(request);
  const email = unique('noted');
  await signInAsStaff(page, staff);
  await paidPayment(request, email);
  await taxIntakeOf(request, page, staff, email);

  const notes = page.getByRole('region', { name: 'Notes and replies' });
  await expect(notes.getByText('No notes or replies yet.')).toBeVisible();
  await page.getByRole('textbox', { name: 'New internal note' }).fill('Called, left a voicemail.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByText('Called, left a voicemail.')).toBeVisible();
  await page.getByRole('textbox', { name: 'New internal note' }).fill('Client called back: W-2 on Friday.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('listitem')).toHaveCount(2);
  await expect(notes.getByRole('listitem').nth(0)).toContainText('Called, left a voicemail.');
  await expect(notes.getByRole('listitem').nth(1)).toContainText('Client called back: W-2 on Friday.');
  // Both survive a reload: nothing overwrote the first.
  await page.reload();
  await expect(notes.getByRole('listitem')).toHaveCount(2);

  await page.getByRole('textbox', { name: 'Message' }).fill('We received your information and will call you on Monday.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reply emailed to the client' })).toBeVisible();
  await expect(notes.getByRole('listitem')).toHaveCount(3);
  await expect(notes.getByRole('listitem').nth(2)).toContainText(/Reply emailed by/);
  const reply = await waitForMail(email, { subject: /^About your tax intake/ });
  expect(reply.text).toContain('We received your information and will call you on Monday.');

  await page.getByRole('link', { name: 'All from this client' }).click();
  await expect(page).toHaveURL(/\/admin\/people\/tax-intakes\.[0-9a-f-]{36}$/);
  const timeline = page.getByRole('region', { name: 'Everything from this client' });
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  await expect(timeline.getByRole('listitem').nth(0)).toContainText('Tax intake');
  await expect(timeline.getByRole('listitem').nth(1)).toContainText('Payment');
  await expect(timeline.getByRole('listitem').nth(1)).toContainText('$50.00');
  await timeline.getByRole('link', { name: 'Payment' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Rene Refund/ })).toBeVisible();
});

test('a refund asks for an amount (prefilled) and a reason, confirms, mails the client and shows in the history', async ({ page, request }) => {
  const staff = await createStaff(request);
  const email = unique('refunded');
  await paidPayment(request, email);
  await signInAsStaff(page, staff);
  await page.goto(`/admin/payments?q=${encodeURIComponent(email)}`);
  await page.getByRole('table').getByRole('link').click();
  await expect(page.getByLabel('Amount in dollars')).toHaveValue('50.00');
  await page.getByLabel('Amount in dollars').fill('20');
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByText('Give a reason of 3 to 500 characters.')).toBeVisible();
  await page.getByLabel('Reason').fill('Charged for two returns; only one filed');
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Refund $20.00 to Rene Refund?' });
  // Cancelling refunds nothing.
  await dialog.getByRole('button', { name: 'Do not refund' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('$50.00 can still be refunded.')).toBeVisible();
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await dialog.getByRole('button', { name: 'Yes, refund' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Refunded $20.00' })).toBeVisible();
  await expect(page.getByText('$30.00 can still be refunded.')).toBeVisible();
  await expect(page.getByLabel('Amount in dollars')).toHaveValue('30.00');
  await expect(page.getByRole('listitem').filter({ hasText: /^\$20\.00 on .+ by .+: Charged for two returns; only one filed$/ })).toBeVisible();
  const mail = await waitForMail(email, { subject: /refund/ });
  expect(mail.text).toContain('Amount refunded: $20.00');
  expect(mail.text).not.toContain('only one filed');
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violations on a record with notes and on a client's timeline, ${theme} theme`, async ({ page, request }) => {
    const staff = await createStaff(request);
    await useStoredTheme(page, theme);
    await signInAsStaff(page, staff);
    const email = unique('axe');
    await paidPayment(request, email);
    await taxIntakeOf(request, page, staff, email);
    await page.getByRole('textbox', { name: 'New internal note' }).fill('Checked the documents.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByRole('region', { name: 'Notes and replies' }).getByText('Checked the documents.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'All from this client' }).click();
    await expect(page.getByRole('region', { name: 'Everything from this client' }).getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await page.goto(`/admin/payments?q=${encodeURIComponent(email)}`);
    await page.getByRole('table').getByRole('link').click();
    await page.getByLabel('Reason').fill('Duplicate payment');
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
