import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, useStoredTheme } from './support/axe';
import { waitForMail } from './support/mail';

test.use({ viewport: { width: 390, height: 844 } });

const REFERENCE = /HT-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/;

/** The step is shown, announced by its focused heading, and the indicator says where the person is. */
async function onStep(page: Page, number: number, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeFocused();
  await expect(page.getByText(`Step ${number} of 8`, { exact: true })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toHaveText(new RegExp(`^${number}`));
}

/** Moves on by keyboard: Tab from the last field lands on Continue; Enter presses it. */
async function pressContinue(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Continue' });
  await button.focus();
  await page.keyboard.press('Enter');
}

const typeInto = async (page: Page, label: string | RegExp, text: string) => {
  await page.getByLabel(label, { exact: typeof label === 'string' }).focus();
  await page.keyboard.type(text);
};

const storedDraft = (page: Page) => page.evaluate(() => ({ session: JSON.stringify(sessionStorage), local: JSON.stringify(localStorage) }));

for (const theme of ['light', 'dark'] as const) {
  test(`/submit-info end to end by keyboard at 390 px, draft kept over a reload, a failed submit keeps everything, axe clean on every step (${theme})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await useStoredTheme(page, theme);
    const email = `taxinfo.${theme}.${Date.now()}@example.com`;
    await page.goto('/submit-info');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await expect(page.getByText('Step 1 of 8', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // 1. Contact: an empty step is refused, each error beside its field and announced.
    await pressContinue(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Full name is required.' })).toBeVisible();
    await expect(page.getByLabel('Full name')).toBeFocused();
    await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await page.keyboard.type('Dana Keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('(313) 555-0199');
    await page.keyboard.press('Enter');

    // 2. Filing status: a radio group, chosen with the arrow keys.
    await onStep(page, 2, 'Filing status');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('Married filing jointly')).toBeChecked();
    await expectNoAxeViolations(page);
    await pressContinue(page);

    // 3. Spouse and dependents: two added, one removed.
    await onStep(page, 3, 'Spouse and dependents');
    await typeInto(page, "Spouse's full name", 'Sam Keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1985');
    for (const name of ['Ari Keyboard', 'Bo Keyboard']) {
      await page.getByRole('button', { name: 'Add a dependent' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('input[name$=".fullName"]').last()).toBeFocused();
      await expect(page.locator('input[name$=".fullName"]').last()).toHaveValue(''); // a new dependent starts empty
      await page.keyboard.type(name);
      await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowDown'); // relationship: the first choice after the prompt
      await page.keyboard.press('Tab');
      await page.keyboard.type('2016');
      await page.keyboard.press('Tab');
      await page.keyboard.type('12');
    }
    await page.getByRole('button', { name: 'Remove dependent 2' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: /^Dependent \d$/ })).toHaveCount(1);
    await expectNoAxeViolations(page);

    // A reload mid-way keeps the draft, in sessionStorage and nowhere in localStorage.
    const stored = await storedDraft(page);
    expect(stored.session).toContain('Ari Keyboard');
    expect(stored.local).not.toContain('Keyboard');
    await page.reload();
    await expect(page.getByText('Step 3 of 8', { exact: true })).toBeVisible();
    await expect(page.getByLabel("Spouse's full name")).toHaveValue('Sam Keyboard');
    await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Ari Keyboard');
    await pressContinue(page);

    // 4. Income and deductions: checkboxes ticked with Space.
    await onStep(page, 4, 'Income and deductions');
    await page.getByLabel('W-2 wages').focus();
    await page.keyboard.press('Space');
    await page.getByLabel('Childcare').focus();
    await page.keyboard.press('Space');
    await expectNoAxeViolations(page);
    await pressContinue(page);

    // 5. Documents: encrypted and stored as soon as chosen; the step keeps the upload's id.
    await onStep(page, 5, 'Documents');
    await page
      .getByLabel('Your documents (optional)')
      .setInputFiles({ name: 'w2-2025.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n') });
    await expect(page.getByRole('listitem').filter({ hasText: 'w2-2025.pdf' })).toContainText('Uploaded');
    await expectNoAxeViolations(page);
    await pressContinue(page);

    // 6. Office and how to reach you; Back and forward keep the answers.
    await onStep(page, 6, 'Office and how to reach you');
    await page.getByLabel('Ypsilanti').focus();
    await page.keyboard.press('Space');
    await page.getByLabel('Text message').focus();
    await page.keyboard.press('Space');
    await page.getByLabel('Evening').focus();
    await page.keyboard.press('Space');
    await typeInto(page, /Anything else/, 'My SSN is 123-45-6789');
    await pressContinue(page);
    await expect(page.getByRole('alert').filter({ hasText: 'looks like a Social Security number' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Moved in June.');
    await page.getByRole('button', { name: 'Back' }).focus();
    await page.keyboard.press('Enter');
    await onStep(page, 5, 'Documents');
    await expect(page.getByRole('listitem').filter({ hasText: 'Document 1 (uploaded earlier)' })).toBeVisible();
    await pressContinue(page);
    await expect(page.getByLabel('Ypsilanti')).toBeChecked();
    await expect(page.getByLabel(/Anything else/)).toHaveValue('Moved in June.');
    await pressContinue(page);

    // 7. Consent is required.
    await onStep(page, 7, 'Consent');
    await expect(page.getByRole('main').getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    await pressContinue(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Please accept the engagement and privacy terms' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('I agree to the engagement and privacy terms').focus();
    await page.keyboard.press('Space');
    await pressContinue(page);

    // 8. Review, with an edit link per section.
    await onStep(page, 8, 'Review and submit');
    await expect(page.getByText('Sam Keyboard, 1985')).toBeVisible();
    await expect(page.getByText(/Ari Keyboard/)).toBeVisible();
    await expect(page.getByText('Bo Keyboard')).toHaveCount(0);
    await expect(page.getByText('Documents uploaded: 1')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Edit Filing status' }).focus();
    await page.keyboard.press('Enter');
    await onStep(page, 2, 'Filing status');
    await expect(page.getByLabel('Married filing jointly')).toBeChecked();
    for (let step = 3; step <= 8; step++) {
      await pressContinue(page);
      await expect(page.getByText(`Step ${step} of 8`, { exact: true })).toBeVisible();
    }
    await onStep(page, 8, 'Review and submit');

    // A server failure says so plainly and keeps everything.
    await page.route('**/api/intake/tax-info', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500,"code":"internal","message":"boom"}' }),
    );
    await page.getByRole('button', { name: 'Submit My Information' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(/could not send your information.*Nothing you typed is lost/);
    await expect(page.getByText('Sam Keyboard, 1985')).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await storedDraft(page)).session).toContain('Dana Keyboard');

    await page.unroute('**/api/intake/tax-info');
    await page.getByRole('button', { name: 'Submit My Information' }).focus();
    const submitted = page.waitForRequest((request) => request.url().endsWith('/api/intake/tax-info') && request.method() === 'POST');
    await page.keyboard.press('Enter');
    expect((await submitted).postDataJSON().documents).toHaveLength(1);
    const done = page.getByRole('status').filter({ hasText: 'Thank you' });
    await expect(done).toContainText('Thank you, we have your information');
    const reference = (await done.locator('.reference').textContent())!;
    expect(reference).toMatch(REFERENCE);
    await expect(done).toContainText('What happens next');
    await expectNoAxeViolations(page);
    expect((await storedDraft(page)).session).not.toContain('Keyboard');

    const mail = await waitForMail(email);
    expect(mail.subject).toBe('We received your tax information');
  });
}
