import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, newAccount, type TestAccount } from './support/accounts';
import { expectNoAxeViolations, useStoredTheme } from './support/axe';
import { waitForMail } from './support/mail';
import { createStaff, signInAsStaff, type Staff } from './support/staff';
import { postTaxIntake } from './support/tax-intake';

// The client portal's staff side (issue 44, /admin/engagements and /admin/inbox in libs/web/feature-admin): staff open
// an engagement, ask for documents, see what the client uploaded (the client acts through the portal API), accept
// one and return another with a reason, answer a message from the inbox, issue an invoice in dollars, and a stale
// status move says someone else changed it first.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The client, signed in by a code mailed to them: a proven mailbox, so the engagement for that email is theirs. */
async function clientToken(request: APIRequestContext, account: TestAccount): Promise<string> {
  const asked = await request.post('/auth/v1/otp', { data: { email: account.email } });
  expect(asked.status(), await asked.text()).toBe(200);
  const mail = await waitForMail(account.email, { subject: /sign-in link/ });
  const code = /Or enter this code: (\d{6})/.exec(mail.text)?.[1];
  expect(code, mail.text).toBeTruthy();
  const verified = await request.post('/auth/v1/verify', { data: { type: 'email', email: account.email, token: code } });
  expect(verified.status(), await verified.text()).toBe(200);
  return ((await verified.json()) as { access_token: string }).access_token;
}

async function clientCall(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: unknown) {
  const response = await request.fetch(path, { method, headers: { authorization: `Bearer ${token}` }, ...(data === undefined ? {} : { data }) });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

/** The client uploads a file against the request titled `title` through the encrypted upload path. */
async function uploadAgainst(request: APIRequestContext, token: string, engagementId: string, title: string, file: string): Promise<void> {
  const { items } = (await clientCall(request, token, 'GET', `/api/portal/engagements/${engagementId}/requests`)) as {
    items: Array<{ id: string; title: string }>;
  };
  const item = items.find((candidate) => candidate.title === title)!;
  const upload = await request.post('/api/uploads', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: file, mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { id } = (await upload.json()) as { id: string };
  await clientCall(request, token, 'POST', `/api/portal/requests/${item.id}/files`, { uploadIds: [id] });
}

async function createEngagement(page: Page, email: string, staff: Staff): Promise<string> {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Engagements' }).click();
  await page.getByText('Open an engagement').click();
  const form = page.getByRole('form', { name: 'Open an engagement' });
  await form.getByLabel('Client email').fill(email);
  await form.getByLabel('Tax year').fill('2025');
  await form.getByLabel('Kind').selectOption({ label: 'Individual' });
  const me = form.getByLabel('Assignee').locator('option', { hasText: staff.email });
  await expect(me).toHaveCount(1); // the staff list has arrived
  await form.getByLabel('Assignee').selectOption((await me.getAttribute('value'))!);
  await form.getByRole('button', { name: 'Open engagement' }).click();
  await expect(page).toHaveURL(/\/admin\/engagements\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: `${email} · 2025 Individual` })).toBeVisible();
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

async function requestItem(page: Page, type: 'Document' | 'Question', title: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Request a document or ask a question' });
  await form.getByLabel('Type').selectOption({ label: type });
  await form.getByLabel('What you need').fill(title);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { level: 3, name: new RegExp(`^${title}`) })).toBeVisible();
}

test('staff open an engagement, request documents, accept one and return one, answer the client from the inbox and issue an invoice', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const staff = await createStaff(request);
  const client = await createAccount(request, newAccount('client'));
  await signInAsStaff(page, staff);

  const engagementId = await createEngagement(page, client.email, staff);
  await requestItem(page, 'Document', '2025 W-2 from Ford');
  await requestItem(page, 'Document', '1099-INT from Chase');

  // The client proves the mailbox, uploads both documents and writes to the firm (through the portal API).
  const token = await clientToken(request, client);
  await uploadAgainst(request, token, engagementId, '2025 W-2 from Ford', 'w2-ford.pdf');
  await uploadAgainst(request, token, engagementId, '1099-INT from Chase', '1099-chase.pdf');
  await clientCall(request, token, 'POST', `/api/portal/engagements/${engagementId}/messages`, { body: 'Both are up. <b>Is that all?</b>' });

  // The inbox lists the engagement with its unread message; it opens the engagement's thread.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Unread messages' }).click();
  const inbox = page.getByRole('table', { name: 'Unread client messages, oldest first' });
  await expect(inbox.getByRole('row').filter({ hasText: client.email })).toContainText(staff.fullName);
  await inbox.getByRole('link', { name: client.email }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/engagements/${engagementId}#messages$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Messages' })).toBeFocused();
  const messages = page.getByRole('region', { name: 'Messages' });
  await expect(messages.getByText('Both are up. <b>Is that all?</b>')).toBeVisible(); // HTML shown as text

  // Each request shows the client's file, downloadable through a five-minute link.
  await page.getByRole('button', { name: 'Get download link for w2-ford.pdf' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download w2-ford.pdf' }).click();
  expect(readFileSync((await (await downloading).path())!)).toEqual(PDF);

  await page.getByRole('button', { name: 'Accept 2025 W-2 from Ford' }).click();
  await expect(page.getByRole('heading', { level: 3, name: '2025 W-2 from Ford Accepted' })).toBeVisible();
  await page.getByRole('button', { name: 'Return 1099-INT from Chase' }).click();
  await page.getByLabel('Reason for returning 1099-INT from Chase').fill('Page 2 is missing.');
  await page.getByRole('button', { name: 'Return to the client' }).click();
  await expect(page.getByText('Returned: Page 2 is missing.')).toBeVisible();

  // A reply, by keyboard.
  await page.getByRole('textbox', { name: 'Reply to the client' }).fill('Thanks: one page of the 1099-INT is missing.');
  await page.getByRole('textbox', { name: 'Reply to the client' }).press('Tab');
  await page.keyboard.press('Enter');
  await expect(messages.getByText('Thanks: one page of the 1099-INT is missing.')).toBeVisible();
  const thread = (await clientCall(request, token, 'GET', `/api/portal/engagements/${engagementId}/messages`)) as {
    messages: Array<{ author: string; body: string }>;
  };
  expect(thread.messages.map((message) => [message.author, message.body])).toEqual([
    ['client', 'Both are up. <b>Is that all?</b>'],
    ['staff', 'Thanks: one page of the 1099-INT is missing.'],
  ]);

  // An invoice typed in dollars goes to the API in cents.
  const invoiceForm = page.getByRole('form', { name: 'Issue an invoice' });
  await invoiceForm.getByLabel('Line 1: description').fill('2025 individual return');
  await invoiceForm.getByLabel('Line 1: amount in dollars').fill('225.50');
  await invoiceForm.getByRole('button', { name: 'Add a line' }).click();
  await invoiceForm.getByLabel('Line 2: description').fill('Michigan return');
  await invoiceForm.getByLabel('Line 2: amount in dollars').fill('$1,000');
  await invoiceForm.getByRole('button', { name: 'Issue invoice' }).click();
  await expect(page.getByText('Invoice issued for $1,225.50')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invoices on this engagement' }).getByRole('cell', { name: '$1,225.50' })).toBeVisible();
  const invoices = (await clientCall(request, token, 'GET', '/api/portal/invoices')) as { items: Array<{ totalCents: number; lines: unknown[] }> };
  expect(invoices.items).toEqual([
    expect.objectContaining({
      totalCents: 122_550,
      lines: [
        { description: '2025 individual return', amountCents: 22_550 },
        { description: 'Michigan return', amountCents: 100_000 },
      ],
    }),
  ]);

  // The status the client sees moves, and an internal note stays internal.
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'In preparation' });
  await page.getByRole('button', { name: 'Move status' }).click();
  await expect(page.getByText('Status moved to In preparation')).toBeVisible();
  await page.getByRole('textbox', { name: 'New internal note' }).fill('Waiting for the corrected 1099-INT.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('region', { name: 'Internal notes' }).getByText('Waiting for the corrected 1099-INT.')).toBeVisible();
  const seen = await clientCall(request, token, 'GET', `/api/portal/engagements/${engagementId}`);
  expect(seen['status']).toBe('in_preparation');
  expect(JSON.stringify(seen)).not.toContain('corrected 1099-INT');
});

test('a status move on a stale engagement says someone else changed it first and offers a reload', async ({ page, context, request }) => {
  const staff = await createStaff(request);
  const client = newAccount('stale');
  await signInAsStaff(page, staff);
  await createEngagement(page, client.email, staff);

  // A colleague (another tab) moves the status first.
  const other = await context.newPage();
  await other.goto(page.url());
  await other.getByLabel('Status', { exact: true }).selectOption({ label: 'Received' });
  await other.getByRole('button', { name: 'Move status' }).click();
  await expect(other.getByText('Status moved to Received')).toBeVisible();

  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'In review' });
  await page.getByRole('button', { name: 'Move status' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Someone else changed this record' })).toBeVisible();
  await page.getByRole('button', { name: 'Reload record' }).click();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('received');
});

test('a tax intake becomes an engagement with one action', async ({ page, request }) => {
  const staff = await createStaff(request);
  const upload = await request.post('/api/uploads', { multipart: { file: { name: 'w2-2025.pdf', mimeType: 'application/pdf', buffer: PDF } } });
  expect(upload.status(), await upload.text()).toBe(201);
  const email = newAccount('intake').email;
  const sent = await postTaxIntake(request, { fullName: 'Dana Portal', email: email, documents: [((await upload.json()) as { id: string }).id] });
  expect(sent.status(), await sent.text()).toBe(201);
  await signInAsStaff(page, staff);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Tax intakes' }).click();
  await page.getByLabel('Name or email').fill(email);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const intakes = page.getByRole('table', { name: /^Tax intakes/ });
  await expect(intakes.getByRole('row')).toHaveCount(2); // the heading row and this client's intake, once filtered
  await intakes.getByRole('link').click();

  const form = page.getByRole('form', { name: 'Client portal' });
  await form.getByLabel('Tax year').fill('2025');
  await form.getByRole('button', { name: 'Open engagement' }).click();
  await expect(page).toHaveURL(/\/admin\/engagements\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: `${email} · 2025 Individual` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Documents from the tax intake' }).getByText(/w2-2025\.pdf/)).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violations on an engagement with requests, messages and invoices, ${theme} theme`, async ({ page, request }) => {
    const staff = await createStaff(request);
    await useStoredTheme(page, theme);
    await signInAsStaff(page, staff);
    await createEngagement(page, newAccount('axe').email, staff);
    await requestItem(page, 'Question', 'Did you move in 2025?');
    await requestItem(page, 'Document', '2025 1098 from the lender');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Withdraw 2025 1098 from the lender' }).click();
    await expect(page.getByRole('heading', { level: 3, name: '2025 1098 from the lender Withdrawn' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Engagements' }).click();
    await page.getByText('Open an engagement').click();
    await expectNoAxeViolations(page);
  });
}
