import { offices } from '@huron/shared/content';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, useStoredTheme } from './support/axe';
import { waitForMail } from './support/mail';

const PHONE = { width: 390, height: 844 };
const REFERENCE = /HG-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/;

/** The form loads once its section nears the screen (the app starts then); its submit button is enabled once it runs. */
async function openRegistration(page: Page, query = ''): Promise<void> {
  await page.goto(`/groupdiscount${query}`);
  await page.locator('#register').scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Register group' })).toBeEnabled();
}

test.describe('group registration at phone width', () => {
  test.use({ viewport: PHONE });

  test('the page is prerendered with its heading, the form arrives after it, and hydration reports nothing', async ({ page }) => {
    const html = await (await page.request.get('/groupdiscount')).text();
    expect(html).toContain('Register your group</h2>');
    expect(html).toContain('Loading the registration form...');
    expect(html).not.toContain('Expected group size');
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    await openRegistration(page);
    await expect(page.getByText('Loading the registration form...')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('an organiser registers by keyboard alone, the affiliate id from ?aff= is kept, and the reference comes back', async ({ page }) => {
    const email = `organiser.${Date.now()}@example.com`;
    await openRegistration(page, '?aff=PARTNER-7');
    await expect(page.getByText('Partner code PARTNER-7 is included with your registration.')).toBeVisible();

    await page.getByLabel('Organization').focus();
    await page.keyboard.type('Ypsilanti Teachers Association');
    for (const text of ['Grace Organiser', email, '(734) 555-0123', '25']) {
      await page.keyboard.press('Tab');
      await page.keyboard.type(text);
    }
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Preferred office')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Preferred dates and notes (optional)' })).toBeFocused();
    await page.keyboard.type('Saturdays in February.');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Register group' })).toBeFocused();
    await page.keyboard.press('Enter');

    const success = page.getByRole('status').filter({ hasText: 'your group is registered' });
    await expect(success).toBeFocused();
    await expect(success).toContainText(REFERENCE);
    const reference = (await success.textContent())!.match(REFERENCE)![0];

    const ypsilanti = offices.find((office) => office.slug === 'ypsilanti')!;
    const officeMail = await waitForMail(ypsilanti.email, { subject: new RegExp(reference) });
    expect(officeMail.text).toContain('Affiliate: PARTNER-7');
    expect(officeMail.text).toContain('Expected group size: 25');
    await waitForMail(email, { subject: new RegExp(reference) });
  });

  test('missing and wrong fields are announced beside each field and focus moves to the first', async ({ page }) => {
    await openRegistration(page);
    await page.getByLabel('Phone').fill('555-01');
    await page.getByLabel('Expected group size').fill('1');
    await page.getByRole('button', { name: 'Register group' }).click();
    await expect(page.getByLabel('Organization')).toBeFocused();
    await expect(page.getByRole('alert')).toHaveText([
      'Organization is required.',
      'Your name is required.',
      'Email is required.',
      'Phone must be a phone number with 10 to 15 digits, like (734) 555-0123.',
      'Expected group size must be a whole number from 2 to 10000.',
    ]);
    await expect(page.getByLabel('Organization')).toHaveAccessibleDescription('Organization is required.');
  });

  test('a server failure says so and keeps everything typed; sending again then works', async ({ page }) => {
    await openRegistration(page);
    await page.route('**/api/intake/group-registrations', (route) =>
      route.fulfill({ status: 500, json: { status: 500, code: 'internal', message: 'Internal server error' } }),
    );
    const values: Array<[string, string]> = [
      ['Organization', 'Kept Values Club'],
      ['Your name', 'Kept Organiser'],
      ['Email', 'kept.organiser@example.com'],
      ['Phone', '(313) 555-0142'],
      ['Expected group size', '12'],
    ];
    for (const [label, value] of values) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByLabel('Preferred office').selectOption('dearborn');
    await page.getByRole('button', { name: 'Register group' }).click();

    await expect(page.getByRole('alert')).toHaveText(/our server had a problem/);
    for (const [label, value] of values) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    await expect(page.getByLabel('Preferred office')).toHaveValue('dearborn');

    await page.unroute('**/api/intake/group-registrations');
    await page.getByRole('button', { name: 'Register group' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'your group is registered' })).toContainText(REFERENCE);
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violations on /groupdiscount, with errors shown (${theme})`, async ({ page }) => {
    await useStoredTheme(page, theme);
    await openRegistration(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Register group' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
