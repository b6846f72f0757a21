import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';

const MIB = 1024 * 1024;
/** A PDF (by its leading bytes) of exactly `bytes` bytes. */
const pdfOf = (name: string, bytes: number) => {
  const buffer = Buffer.alloc(bytes, 0x20);
  Buffer.from('%PDF-1.7\n').copy(buffer);
  return { name, mimeType: 'application/pdf', buffer };
};
const dialog = (page: Page) => page.getByRole('dialog');

test('a document of exactly 15 MiB is uploaded; one byte more is refused in the browser without sending it', async ({ page }) => {
  await page.goto('/careers');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Quick Apply: Experienced Tax Preparer' }).click();
  const resume = dialog(page).getByLabel('Résumé');

  await resume.setInputFiles(pdfOf('exact.pdf', 15 * MIB));
  await expect(dialog(page).getByRole('listitem').filter({ hasText: 'exact.pdf' })).toContainText('Uploaded', { timeout: 20_000 });

  let uploads = 0;
  page.on('request', (request) => void (request.url().endsWith('/api/uploads') && uploads++));
  await resume.setInputFiles(pdfOf('over.pdf', 15 * MIB + 1));
  await expect(dialog(page).getByRole('listitem').filter({ hasText: 'over.pdf' })).toContainText('larger than 15 MB');
  expect(uploads).toBe(0);
});
