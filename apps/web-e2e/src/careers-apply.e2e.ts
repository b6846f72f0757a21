import { site } from '@huron/shared/content';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, useStoredTheme } from './support/axe';
import { waitForMail } from './support/mail';
import { waitForHydration } from './support/hydration';

const PHONE = { width: 390, height: 844 };
const REFERENCE = /HA-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/;
const RESUME = { name: 'resume-2026.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n') };

const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

const quickApply = (page: Page, job: string) => page.getByRole('button', { name: `Quick Apply: ${job}` });
const dialog = (page: Page) => page.getByRole('dialog');

/** Opens the job's dialog once the page has hydrated and waits for its form. */
async function openApplication(page: Page, job = 'Experienced Tax Preparer'): Promise<void> {
  await page.goto('/careers');
  await waitForHydration(page);
  await quickApply(page, job).click();
  await expect(dialog(page).getByRole('button', { name: 'Send application' })).toBeEnabled();
}

test.describe('careers Quick Apply at phone width', () => {
  test.use({ viewport: PHONE });

  test('the summary at the top jumps to each opening', async ({ page }) => {
    await page.goto('/careers');
    const summary = page.getByRole('navigation', { name: 'Open positions' });
    await summary.getByRole('link', { name: /Client Service Specialist/ }).click();
    await expect(page).toHaveURL(/#client-service-specialist$/);
    const top = await page.locator('#client-service-specialist').evaluate((job) => job.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(PHONE.height / 2);
  });

  test('the dialog is titled with the job, keeps focus inside, closes on Escape and gives focus back to its button', async ({ page }) => {
    await openApplication(page, 'Client Service Specialist');
    await expect(dialog(page)).toHaveAccessibleName('Apply: Client Service Specialist');
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => document.activeElement === document.body || Boolean(document.activeElement?.closest('dialog')));
      expect(inside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(quickApply(page, 'Client Service Specialist')).toBeFocused();
  });

  test('an applicant applies by keyboard with a PDF résumé; the reference comes back and both mails go out', async ({ page }) => {
    const email = `applicant.${Date.now()}@example.com`;
    await openApplication(page);
    await dialog(page).getByLabel('Full name').focus();
    await page.keyboard.type('Mary Jackson');
    for (const text of [email, '(734) 555-0188']) {
      await page.keyboard.press('Tab');
      await page.keyboard.type(text);
    }
    await page.keyboard.press('Tab');
    const resume = dialog(page).getByLabel('Résumé');
    await expect(resume).toBeFocused();
    await resume.setInputFiles(RESUME);
    await expect(dialog(page).getByRole('listitem').filter({ hasText: 'resume-2026.pdf' })).toContainText('Uploaded');
    await dialog(page).getByRole('textbox', { name: 'Cover note (optional)' }).focus();
    await page.keyboard.type('Four filing seasons at a Ypsilanti practice.');
    await page.keyboard.press('Tab'); // the honeypot is out of the tab order
    await expect(dialog(page).getByRole('button', { name: 'Send application' })).toBeFocused();
    await page.keyboard.press('Enter');

    const success = dialog(page).getByRole('status').filter({ hasText: 'your application is in' });
    await expect(success).toContainText(REFERENCE);
    const reference = (await success.textContent())!.match(REFERENCE)![0];
    const hiring = await waitForMail(site.emails.careers, { subject: new RegExp(reference) });
    expect(hiring.text).toContain('Experienced Tax Preparer');
    // The firm's notice links to the record; the résumé is opened in the back office, never named or attached.
    expect(hiring.text).not.toContain('resume-2026.pdf');
    expect(hiring.text).toContain('/admin/applications/');
    await waitForMail(email, { subject: new RegExp(reference) });
  });

  test('missing fields are announced beside each field, focus goes to the first, and a picture is refused as a résumé', async ({ page }) => {
    await openApplication(page);
    await dialog(page).getByLabel('Phone').fill('555-01');
    await dialog(page).getByRole('button', { name: 'Send application' }).click();
    await expect(dialog(page).getByLabel('Full name')).toBeFocused();
    await expect(dialog(page).getByRole('alert')).toHaveText([
      'Full name is required.',
      'Email is required.',
      'Phone must be a phone number with 10 to 15 digits, like (313) 555-0142.',
      'Attach your résumé: a PDF, DOC or DOCX file.',
    ]);

    await dialog(page).getByLabel('Full name').fill('Photo Sender');
    await dialog(page).getByLabel('Email').fill(`photo.${Date.now()}@example.com`);
    await dialog(page).getByLabel('Phone').fill('(734) 555-0101');
    // A picture named as a PDF gets past the picker and the upload (uploads take pictures), not the application.
    await dialog(page).getByLabel('Résumé').setInputFiles({ name: 'me.pdf', mimeType: 'application/pdf', buffer: JPEG_BYTES });
    await expect(dialog(page).getByRole('listitem').filter({ hasText: 'me.pdf' })).toContainText('Uploaded');
    await dialog(page).getByRole('button', { name: 'Send application' }).click();
    await expect(dialog(page).getByRole('alert').filter({ hasText: '"me.pdf" is not a PDF, DOC or DOCX file' }).first()).toBeVisible();
  });

  test('the résumé picker: a drop zone reached by keyboard, wrong kinds named as the field takes them, a styled Remove; Close fits at 320 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await openApplication(page);
    const close = dialog(page).getByRole('button', { name: 'Close' });
    const closeLines = await close.evaluate((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(closeLines, '"Close" on one line').toBe(1);
    const [closeBox, dialogBox] = [(await close.boundingBox())!, (await dialog(page).boundingBox())!];
    expect(closeBox.x + closeBox.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);

    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/uploads')) uploads.push(request.url());
    });
    await dialog(page).getByLabel('Phone').focus();
    await page.keyboard.press('Tab');
    const resume = dialog(page).getByLabel('Résumé');
    await expect(resume).toBeFocused();
    const zone = dialog(page).locator('.file-drop');
    await expect(zone).toContainText('Choose a file or drop it here');
    await expect(zone).toHaveCSS('outline-style', 'solid'); // the focus ring is on the zone
    await expect(resume).toHaveCSS('opacity', '0'); // the browser's own button is not shown
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: JPEG_BYTES });
    const row = dialog(page).getByRole('listitem').filter({ hasText: 'me.jpg' });
    await expect(row.getByRole('alert')).toHaveText('"me.jpg" is not a PDF, DOC, or DOCX file.');
    expect(uploads, 'a wrong kind is not sent').toEqual([]);
    const remove = row.getByRole('button', { name: 'Remove me.jpg' });
    await expect(remove).toHaveClass(/\bbutton\b/);
    await expect(remove).toHaveCSS('min-height', '44px');
    await remove.click();
    await expect(row).toHaveCount(0);

    // The server reads the content: a text file named .pdf is refused there, in the field's own words.
    await resume.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text, not a PDF') });
    await expect(dialog(page).getByRole('listitem').filter({ hasText: 'notes.pdf' }).getByRole('alert')).toHaveText(
      '"notes.pdf" is not a PDF, DOC, or DOCX file.',
    );
    await expectNoAxeViolations(page);
  });

  test('a server failure says so and keeps everything typed; sending again then works', async ({ page }) => {
    await openApplication(page);
    await page.route('**/api/careers/applications', (route) =>
      route.fulfill({ status: 500, json: { status: 500, code: 'internal', message: 'Internal server error' } }),
    );
    const values: Array<[string, string]> = [
      ['Full name', 'Kept Applicant'],
      ['Email', `kept.${Date.now()}@example.com`],
      ['Phone', '(313) 555-0142'],
    ];
    for (const [label, value] of values) await dialog(page).getByLabel(label, { exact: true }).fill(value);
    await dialog(page).getByLabel('Résumé').setInputFiles(RESUME);
    await expect(dialog(page).getByRole('listitem').filter({ hasText: 'resume-2026.pdf' })).toContainText('Uploaded');
    await dialog(page).getByRole('button', { name: 'Send application' }).click();

    await expect(dialog(page).getByRole('alert').filter({ hasText: 'our server had a problem' })).toBeVisible();
    for (const [label, value] of values) await expect(dialog(page).getByLabel(label, { exact: true })).toHaveValue(value);
    await expect(dialog(page).getByRole('listitem').filter({ hasText: 'resume-2026.pdf' })).toBeVisible();

    await page.unroute('**/api/careers/applications');
    await dialog(page).getByRole('button', { name: 'Send application' }).click();
    await expect(dialog(page).getByRole('status').filter({ hasText: 'your application is in' })).toContainText(REFERENCE);
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violations on /careers, with the dialog open and errors shown (${theme})`, async ({ page }) => {
    await useStoredTheme(page, theme);
    await page.goto('/careers');
    await expectNoAxeViolations(page);
    await quickApply(page, 'Experienced Tax Preparer').click();
    await dialog(page).getByRole('button', { name: 'Send application' }).click();
    await expect(dialog(page).getByRole('alert').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
