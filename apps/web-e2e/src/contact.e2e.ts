import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, useStoredTheme } from './support/axe';
import { holdScripts } from './support/hold';
import { waitForHydration } from './support/hydration';

const PHONE = { width: 390, height: 844 };

/** Hydrated (the page waits for the visitor's first key): the submit button is enabled only once the form's script runs. */
async function openContact(page: Page): Promise<void> {
  await page.goto('/contact');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
}

test('the form works from the first paint: reaching into it starts the app, what was typed before is sent, Enter before then sends nothing, and the bot trap counts from the paint', async ({
  page,
}) => {
  // Scripts wait until the visitor has filled the form in.
  const scripts = await holdScripts(page);
  const posted: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && posted.push(new URL(request.url()).pathname));
  await page.goto('/contact');
  await expect(page.locator('#app-start')).toHaveAttribute('data-hydrate', 'later');
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);

  await page.getByLabel('Name').fill('Early Visitor');
  await page.getByLabel('Email').fill('early.visitor@example.com');
  await page.getByLabel('Preferred office').selectOption('ypsilanti');
  await page.getByRole('textbox', { name: 'Message' }).fill('Typed before the page had run any script.');
  await page.getByLabel('Email').press('Enter');
  await expect(page).toHaveURL(/\/contact$/);
  expect(posted).toEqual([]);
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
  const filledBy = await page.evaluate(() => Date.now());

  scripts.release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/intake/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  const body = (await sent).postDataJSON();
  expect(body).toMatchObject({
    name: 'Early Visitor',
    email: 'early.visitor@example.com',
    office: 'ypsilanti',
    message: 'Typed before the page had run any script.',
  });
  expect(body.startedAt).toBeGreaterThanOrEqual(Math.floor(timeOrigin));
  expect(body.startedAt).toBeLessThan(filledBy);
  await expect(page.getByRole('status').filter({ hasText: 'your message was sent' })).toContainText(/Your reference is HC-/);
});

test('a press on the still-disabled Send button before the app has run sends the form, once, when it has', async ({ page }) => {
  const scripts = await holdScripts(page);
  const sent: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/intake/contact' && sent.push(request.url()));
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Quick Presser');
  await page.getByLabel('Email').fill('quick.presser@example.com');
  await page.getByRole('textbox', { name: 'Message' }).fill('Pressed Send before the page was ready.');
  const send = page.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();
  await send.click({ force: true }); // a real press: the browser gives the disabled button pointer events, no click
  expect(sent).toEqual([]);
  scripts.release();
  await expect(page.getByRole('status').filter({ hasText: 'your message was sent' })).toContainText(/Your reference is HC-/);
  expect(sent).toHaveLength(1);
});

test.describe('contact page at phone width', () => {
  test.use({ viewport: PHONE });

  test('a visitor sends a message by keyboard alone and gets a reference; the form sits below the offices', async ({ page }) => {
    await openContact(page);
    const formBox = await page.getByRole('form', { name: 'Contact form' }).boundingBox();
    const officesBox = await page.getByRole('heading', { name: 'Our locations' }).boundingBox();
    expect(formBox!.y).toBeGreaterThan(officesBox!.y);

    await page.getByLabel('Name').focus();
    await page.keyboard.type('Keyboard Visitor');
    await page.keyboard.press('Tab');
    await page.keyboard.type('keyboard.visitor@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('(734) 555-0199');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Preferred office')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
    await page.keyboard.type('Can you help with my 2024 return?');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeFocused();
    await page.keyboard.press('Enter');

    const success = page.getByRole('status').filter({ hasText: 'your message was sent' });
    await expect(success).toBeFocused();
    await expect(success).toContainText(/Your reference is HC-[0-9A-Z]{4}-[0-9A-Z]{4}\./);
    // Its focus ring is visible and in the success colour, not the (orange-red) focus colour errors share.
    const ring = await success.evaluate((element) => {
      const resolve = (token: string) => {
        const probe = document.body.appendChild(document.createElement('span'));
        probe.style.color = `var(${token})`;
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      };
      const style = getComputedStyle(element);
      return {
        colour: style.outlineColor,
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
        success: resolve('--success'),
        focus: resolve('--focus'),
      };
    });
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(ring.colour).toBe(ring.success);
    expect(ring.colour).not.toBe(ring.focus);
  });

  test('missing fields are announced beside each field and focus moves to the first', async ({ page }) => {
    await openContact(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByLabel('Name')).toBeFocused();
    await expect(page.getByRole('alert')).toHaveText(['Name is required.', 'Email must be an email address, like name@example.com.', 'Message is required.']);
    await expect(page.getByLabel('Name')).toHaveAccessibleDescription('Name is required.');
  });

  test('a server failure says so and keeps everything typed; sending again then works', async ({ page }) => {
    await openContact(page);
    await page.route('**/api/intake/contact', (route) =>
      route.fulfill({ status: 500, json: { status: 500, code: 'internal', message: 'Internal server error' } }),
    );
    await page.getByLabel('Name').fill('Kept Values');
    await page.getByLabel('Email').fill('kept.values@example.com');
    await page.getByLabel('Preferred office').selectOption('dearborn');
    await page.getByRole('textbox', { name: 'Message' }).fill('Please keep what I typed.');
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByRole('alert')).toHaveText(/our server had a problem/);
    await expect(page.getByLabel('Name')).toHaveValue('Kept Values');
    await expect(page.getByLabel('Email')).toHaveValue('kept.values@example.com');
    await expect(page.getByLabel('Preferred office')).toHaveValue('dearborn');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Please keep what I typed.');

    await page.unroute('**/api/intake/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'your message was sent' })).toContainText(/Your reference is HC-/);
  });
});

test('on a wide screen the form sits beside the offices; Ann Arbor is named without a link', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openContact(page);
  const formBox = await page.getByRole('form', { name: 'Contact form' }).boundingBox();
  const officesBox = await page.getByRole('heading', { name: 'Our locations' }).boundingBox();
  expect(formBox!.x).toBeGreaterThan(officesBox!.x + officesBox!.width / 2);
  const locations = page.getByRole('region', { name: 'Our locations' });
  await expect(locations.getByRole('link', { name: 'Dearborn', exact: true })).toBeVisible();
  await expect(locations.getByRole('heading', { name: 'Ann Arbor' })).toBeVisible();
  await expect(locations.getByRole('link', { name: 'Ann Arbor', exact: true })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Quick Actions' }).getByRole('link')).toHaveText([
    'Submit your tax information',
    'Schedule an appointment',
    'Refer a friend',
    'Make a payment',
  ]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violations on /contact, with errors shown (${theme})`, async ({ page }) => {
    await useStoredTheme(page, theme);
    await openContact(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
