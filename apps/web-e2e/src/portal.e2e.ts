import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, submitLogin } from './support/accounts';
import { expectNoAxeViolations, useStoredTheme } from './support/axe';
import { DOCUMENTS, PDF, acceptInvitation, openEngagement, staffApi, uniqueEmail } from './support/portal';
import { createStaff, signInAsStaff } from './support/staff';

// The client portal (/portal, libs/web/feature-portal) as a client uses it: staff open an engagement for an address
// with no account (the staff API, as the back office would), ask for three documents, write a message and issue an
// invoice; the client gets in through the emailed invitation, then does each thing by keyboard alone. Staff then see
// each of them in /admin (and through the staff API).

/** Presses Tab (Shift+Tab backwards) until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** From "Waiting for you", by keyboard: the item's action link, then the file picker, the file, and Send files. */
async function uploadByKeyboard(page: Page, title: string, file: string): Promise<void> {
  const waiting = page.getByRole('list').filter({ has: page.getByRole('heading', { name: `Upload: ${title}` }) });
  await tabTo(page, waiting.getByRole('link', { name: `Upload ${title}` }));
  await page.keyboard.press('Enter');
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
  // The link's target takes the focus: the next Tab is the item's file picker.
  await expect(item).toBeFocused();
  const picker = item.getByLabel(`Files for ${title}`, { exact: true });
  await tabTo(page, picker);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles(PDF(file));
  await expect(item.getByText('Uploaded')).toBeVisible();
  await tabTo(page, item.getByRole('button', { name: 'Send files' }));
  await page.keyboard.press('Enter');
  await expect(item.getByRole('status')).toHaveText('Sent. Thank you!');
  await expect(item.getByText('Sent. Your preparer will review it.')).toBeVisible();
  await expect(item).toContainText(file);
  await page.goto('/portal');
  await expect(page.getByRole('heading', { name: `Upload: ${title}` })).toHaveCount(0);
}

test('a client uploads three requested documents by keyboard, reads a message and pays an invoice; staff see each', async ({ browser, page, request }) => {
  test.setTimeout(150_000);
  const staffMember = await createStaff(request);
  const staff = await staffApi(request, staffMember);
  const email = uniqueEmail('portal-client');
  const engagementId = await openEngagement(staff, email);

  // Getting in: the invitation's link signs the client in (proving the mailbox) and lands on the portal.
  await acceptInvitation(page, email);
  await expect(page.getByRole('heading', { name: /^Things waiting for you/ })).toHaveText('Things waiting for you: 5');
  await expectNoAxeViolations(page);

  // The message: shown as text (the tags as typed, no bold), marked read by reading it.
  const read = page.waitForResponse((response) => response.url().endsWith(`/api/portal/engagements/${engagementId}/messages/read`));
  await tabTo(page, page.getByRole('link', { name: /^Read/ }));
  await page.keyboard.press('Enter');
  await expect(page.locator('#messages')).toBeFocused();
  const message = page.getByRole('list', { name: 'Messages with your preparer' }).getByRole('listitem').first();
  await expect(message).toContainText('Hello! Please send your <b>W-2</b> when you can.');
  await expect(message.locator('b')).toHaveCount(0);
  expect((await read).status()).toBe(200);
  await expectNoAxeViolations(page);
  await page.goto('/portal');
  await expect(page.getByRole('heading', { name: /^Things waiting for you/ })).toHaveText('Things waiting for you: 4');
  await expect(page.getByRole('heading', { name: /^New messages/ })).toHaveCount(0);

  for (const [index, title] of DOCUMENTS.entries()) {
    await uploadByKeyboard(page, title, `document-${index + 1}.pdf`);
    await expect(page.getByRole('heading', { name: /^Things waiting for you/ })).toHaveText(`Things waiting for you: ${3 - index}`);
  }

  // The invoice: Pay on "Waiting for you", then the test checkout's Pay, by keyboard.
  await expect(page.getByRole('heading', { name: /^Things waiting for you/ })).toHaveText('Things waiting for you: 1');
  await tabTo(page, page.getByRole('button', { name: 'Pay $425.00' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payment\/test-checkout\?payment=/);
  await expect(page.getByText(/Invoice HI-/)).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Pay $425.00' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your payment');

  // Nothing waits any more.
  await page.goto('/portal');
  await expect(page.getByRole('heading', { name: "You're all caught up" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Staff see each of those in the back office: three documents ready for review, the message read by the client,
  // the invoice paid.
  const office = await browser.newPage();
  await signInAsStaff(office, staffMember);
  await office.goto(`/admin/engagements/${engagementId}`);
  for (const [index, title] of DOCUMENTS.entries()) {
    await expect(office.getByRole('heading', { level: 3, name: `${title} Ready for review` })).toBeVisible();
    await expect(office.getByRole('button', { name: `Get download link for document-${index + 1}.pdf` })).toBeVisible();
  }
  await expect(office.getByRole('region', { name: 'Messages' }).getByText('Read by the client')).toBeVisible();
  await expect(office.getByRole('table', { name: 'Invoices on this engagement' })).toContainText('Paid');
  await office.close();
  // And the staff API says the same (a fresh token: the sign-in with the authenticator code ended the earlier session's).
  const again = await staffApi(request, staffMember);
  const detail = await again.get<{ requests: Array<{ title: string; status: string; files: Array<{ name: string }> }> }>(
    `/api/admin/engagements/${engagementId}`,
  );
  expect(detail.requests.map((r) => [r.title, r.status, r.files.map((f) => f.name)]).sort()).toEqual(
    DOCUMENTS.map((title, index) => [title, 'submitted', [`document-${index + 1}.pdf`]]).sort(),
  );
  const thread = await again.get<{ messages: Array<{ author: string; readAt: string | null }> }>(`/api/admin/engagements/${engagementId}/messages`);
  expect(thread.messages.filter((m) => m.author === 'staff').every((m) => m.readAt !== null)).toBe(true);
  const invoices = await again.get<{ items: Array<{ status: string; totalCents: number }> }>(`/api/admin/engagements/${engagementId}/invoices`);
  expect(invoices.items.map((i) => [i.status, i.totalCents])).toEqual([['paid', 42_500]]);
});

test('a signed-out visit to /portal goes to the login page and comes back after signing in', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/portal/returns');
  await submitLogin(page, account);
  await expect(page).toHaveURL(/\/portal\/returns$/);
  await expect(page.getByRole('heading', { name: 'No returns yet' })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violations on a return's page with documents, a question, a message and an invoice, ${theme} theme`, async ({ page, request }) => {
    const staff = await staffApi(request, await createStaff(request));
    const email = uniqueEmail(`portal-axe-${theme}`);
    const engagementId = await openEngagement(staff, email);
    await staff.post(`/api/admin/engagements/${engagementId}/requests`, { type: 'question', title: 'Did you move in 2025?' });
    await useStoredTheme(page, theme);
    await acceptInvitation(page, email);
    await page.goto(`/portal/returns/${engagementId}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByRole('heading', { name: 'Where your return stands' })).toBeVisible();
    await expect(page.getByLabel('Your answer')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Answered by keyboard: the question leaves "Waiting for you".
    await tabTo(page, page.getByLabel('Your answer'));
    await page.keyboard.type('No, same address as last year.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your answer: No, same address as last year.')).toBeVisible();
    await page.goto('/portal/returns');
    await expect(page.getByRole('link', { name: '2025 individual return' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
