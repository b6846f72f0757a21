import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, useStoredTheme } from './support/axe';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { acceptInvitation, staffApi, uniqueEmail } from './support/portal';
import { createStaff, signInAsStaff } from './support/staff';

// Electronic signatures (issue 47): a client signs an engagement letter in the portal by keyboard alone (consent,
// preview, typed name), and staff run an in-office Form 8879 signing (photo-ID check, then the kiosk screen).

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** A prepared Form 8879 as staff would upload it: a real one-page PDF. */
async function form8879(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const doc = await PDFDocument.create();
  doc.addPage([612, 792]).drawText('Form 8879 (browser test)', { x: 50, y: 740, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return { name: 'form-8879.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) };
}

const LETTER = { kind: 'engagement-letter', scope: 'Federal Form 1040 and Michigan MI-1040 for 2025', feeCents: 35_000 };

for (const theme of ['light', 'dark'] as const) {
  test(`a client signs an engagement letter by keyboard in the portal (${theme} theme)`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await useStoredTheme(page, theme);
    const staff = await staffApi(request, await createStaff(request));
    const email = uniqueEmail(`signer-${theme}`);
    const { id } = await staff.post<{ id: string }>('/api/admin/engagements', { clientEmail: email, taxYear: 2025, kind: 'individual' });
    await staff.post(`/api/admin/engagements/${id}/signature-requests`, { ...LETTER, signers: [{ role: 'taxpayer', name: 'Jordan Signer' }] });

    await acceptInvitation(page, email);
    // "Waiting for you" names the document too.
    await expect(page.getByRole('link', { name: 'Sign Engagement letter' })).toBeVisible();
    await page.goto(`/portal/returns/${id}`);
    await expect(page.getByRole('heading', { name: 'Documents to sign' })).toBeVisible();
    await expect(page.getByText('Waiting for your signature')).toBeVisible();
    await expectNoAxeViolations(page);

    await tabTo(page, page.getByRole('link', { name: 'Sign Engagement letter' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/portal/returns/${id}/sign/[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { name: 'Consent to electronic records and signatures' })).toBeVisible();
    await expect(page.getByText(/paper copy/)).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole('button', { name: 'I have read this and I agree to use electronic records and signatures' }));
    await page.keyboard.press('Enter');

    await expect(page.getByTitle('The document to sign (PDF)')).toBeVisible();
    const name = page.getByLabel('Type your full name as your signature');
    await tabTo(page, name);
    await page.keyboard.type('Jordan Signer');
    if (theme === 'light') {
      // The optional drawing, by keyboard: the arrow keys draw.
      await tabTo(page, page.getByRole('button', { name: 'Add a drawn signature (optional)' }));
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('img', { name: 'Drawing area for your signature' }));
      for (const key of ['ArrowRight', 'ArrowRight', 'ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowRight']) await page.keyboard.press(key);
    }
    await tabTo(page, page.getByRole('button', { name: 'Sign', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Thank you: you have signed.' })).toBeVisible();
    await expect(page.getByText('Everyone has signed.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/portal/returns/${id}`);
    await expect(page.getByRole('button', { name: 'Download the signed Engagement letter (PDF)' })).toBeVisible();
  });
}

test('staff run an in-office Form 8879 signing: photo-ID check, then the client signs on the kiosk screen', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await createStaff(request);
  const staff = await staffApi(request, member);
  const { id } = await staff.post<{ id: string }>('/api/admin/engagements', { clientEmail: uniqueEmail('kiosk-client'), taxYear: 2025, kind: 'individual' });

  await signInAsStaff(page, member, `/admin/engagements/${id}`);
  const section = page.locator('#signatures');
  await expect(section.getByRole('heading', { name: 'Signatures' })).toBeVisible();
  await section.getByLabel('Document').selectOption({ label: 'Form 8879, IRS e-file Signature Authorization' });
  await section.getByLabel('Prepared form (PDF)').setInputFiles(await form8879());
  await expect(section.getByText('Uploaded')).toBeVisible();
  await section.getByLabel("Taxpayer's full name").fill('Casey Kiosk');
  await section.getByRole('button', { name: 'Request signature' }).click();
  await expect(section.getByText('Form 8879, IRS e-file Signature Authorization: Waiting for your signature')).toBeVisible();
  await expectNoAxeViolations(page);

  await section.getByRole('button', { name: 'Photo ID check for Casey Kiosk' }).click();
  await section.getByLabel('ID type').selectOption({ label: 'Passport' });
  await section.getByLabel('Last four characters of the ID number').fill('X987');
  await section.getByLabel('ID expiry date').fill(`${new Date().getUTCFullYear() + 3}-06-30`);
  await section.getByRole('button', { name: 'Checked: start in-office signing' }).click();

  // The kiosk screen, by keyboard: the focus starts on its heading.
  const kiosk = page.getByRole('region', { name: 'In-office signing for Casey Kiosk' });
  await expect(kiosk.getByRole('heading', { name: 'In-office signing for Casey Kiosk' })).toBeFocused();
  await expectNoAxeViolations(page);
  await tabTo(page, kiosk.getByRole('button', { name: 'I have read this and I agree to use electronic records and signatures' }));
  await page.keyboard.press('Enter');
  await tabTo(page, kiosk.getByLabel('Type your full name as your signature'));
  await page.keyboard.type('Casey Kiosk');
  await page.keyboard.press('Enter');
  await expect(section.getByText('Signed. The in-office session has ended.')).toBeVisible();
  await section.getByRole('button', { name: 'Back to the engagement' }).click();
  await expect(section.getByText('Form 8879, IRS e-file Signature Authorization: Signed')).toBeVisible();
  await section.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Audit chain and document intact.')).toBeVisible();
  await expectNoAxeViolations(page);

  // After a reload the request is still listed (read from the API), with its signer's state and the signed copy.
  await page.reload();
  await expect(section.getByText('Form 8879, IRS e-file Signature Authorization: Signed')).toBeVisible();
  await expect(section.getByText('Taxpayer: Casey Kiosk, signed')).toBeVisible();
  await section.getByRole('button', { name: 'Get download link for Form 8879, IRS e-file Signature Authorization (signed)' }).click();
  await expect(section.getByRole('link', { name: 'Download Form 8879, IRS e-file Signature Authorization (signed)' })).toBeVisible();
  await expectNoAxeViolations(page);
});
