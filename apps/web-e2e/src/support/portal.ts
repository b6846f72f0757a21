import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForMail } from './mail';
import { accessToken, type Staff } from './staff';

// The client portal's browser tests (portal*.e2e.ts): staff set-up through the staff API and the client's way in.

let counter = 0;
export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${process.pid}.${++counter}@example.com`;
export const PDF = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`),
});

/** Calls the staff API as `staff` (the back office's own routes, as its screens would). */
export async function staffApi(request: APIRequestContext, staff: Staff) {
  const headers = { authorization: `Bearer ${await accessToken(request, staff)}` };
  const call = async <T>(method: 'get' | 'post', path: string, data?: unknown): Promise<T> => {
    const response = await request[method](path, { headers, ...(data === undefined ? {} : { data }) });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  return { get: <T>(path: string) => call<T>('get', path), post: <T>(path: string, data: unknown) => call<T>('post', path, data) };
}
export type StaffApi = Awaited<ReturnType<typeof staffApi>>;

export const DOCUMENTS = ['2025 W-2 from Ford', '1099-INT from Chase', '1098 mortgage interest statement'];
export const MESSAGE = 'Hello! Please send your <b>W-2</b> when you can.\nThank you.';

/** An engagement for a new address with three document requests, a message from the firm and an invoice of $425.00. */
export async function openEngagement(staff: StaffApi, clientEmail: string): Promise<string> {
  const { id } = await staff.post<{ id: string }>('/api/admin/engagements', { clientEmail, taxYear: 2025, kind: 'individual' });
  for (const title of DOCUMENTS) await staff.post(`/api/admin/engagements/${id}/requests`, { type: 'document', title });
  await staff.post(`/api/admin/engagements/${id}/messages`, { body: MESSAGE });
  await staff.post(`/api/admin/engagements/${id}/invoices`, { lines: [{ description: '2025 individual return', amountCents: 42_500 }] });
  return id;
}

/**
 * The invitation's link opens our confirm page, which spends the token when the person presses its button (so a mail
 * scanner opening the link spends nothing); it signs the client in, proving the mailbox, and lands on the portal.
 */
export async function acceptInvitation(page: Page, email: string): Promise<void> {
  const invitation = await waitForMail(email, { subject: /client portal/ });
  expect(invitation.text).not.toMatch(/425|W-2|Ford|Chase/);
  const link = invitation.links.find((l) => l.includes('/auth/confirm'));
  expect(link, `a confirm-page link in:\n${invitation.text}`).toBeTruthy();
  await page.goto(link!);
  await page.getByRole('button', { name: /^(Confirm My Email|Sign In|Continue)$/ }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waiting for you');
}
