import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, useStoredTheme } from './support/axe';
import { waitForMail } from './support/mail';
import { strictAuth } from './support/strict-auth-server';
import { waitForHydration } from './support/hydration';
import { holdRoute } from './support/hold';

// The e2e servers have no Stripe keys: checkout goes to the built-in test checkout, whose Pay button sends a signed
// event through the real webhook handler. The default server judges the tax-school schedule as of 2025-11-15
// (2503 and 2504 open); the second server uses today's date, when every 2025 session is closed.

let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${process.pid}.${++counter}@example.com`;

/** Opens /tax-school and scrolls to the registration, whose form loads once its section nears the screen. */
async function openRegistration(page: Page): Promise<void> {
  await page.goto('/tax-school');
  await page.getByRole('heading', { name: 'Register for a session' }).scrollIntoViewIfNeeded();
}

async function fillPayment(page: Page, values: { name: string; email: string; phone: string; amount: string; description: string }) {
  await page.getByLabel('Full name').fill(values.name);
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel('Phone').fill(values.phone);
  await page.getByLabel('Amount (USD)').fill(values.amount);
  await page.getByLabel('Description').fill(values.description);
}

test.describe('Make a Payment', () => {
  test('the test checkout pays only in the browser that started it: the payment id alone is not enough', async ({ browser, page, request }) => {
    const created = await request.post('/api/payments/checkout', {
      data: { amount: 1000, description: 'Not yours', name: 'Pat Owner', email: uniqueEmail('owner'), phone: '800-555-0100' },
    });
    const { id, url } = (await created.json()) as { id: string; url: string };
    await page.goto(`/payment/test-checkout?payment=${id}`);
    await page.getByRole('button', { name: 'Pay $10.00' }).click();
    await expect(page.getByRole('alert')).toHaveText('Only the browser that started this checkout can pay it. Please start the payment again from the form.');
    expect(((await (await request.get(`/api/payments/${id}`)).json()) as { status: string }).status).toBe('pending');

    const owner = await browser.newPage();
    await owner.goto(url);
    await owner.getByRole('button', { name: 'Pay $10.00' }).click();
    await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Thank you for your payment');
    await owner.close();
  });

  test('paid end to end through the test checkout, by keyboard: receipt page and receipt email', async ({ page }) => {
    const email = uniqueEmail('payer');
    await page.goto('/payment');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Make a Payment');
    await expect(page.getByText('We accept all major credit cards')).toBeVisible();
    await fillPayment(page, { name: 'Pat Payer', email, phone: '(313) 555-0142', amount: '123.45', description: 'Invoice 1042' });
    // The success message shows for the moment before the browser leaves: the page records it as it appears, in
    // sessionStorage, which the same-site page it goes to can still read (a call out to the test could be cut off
    // by the navigation on a busy machine).
    await page.evaluate(() => {
      new MutationObserver(() => {
        const texts = [...document.querySelectorAll('[role="status"]')].map((el) => el.textContent ?? '');
        const seen = JSON.parse(sessionStorage.getItem('status-texts') ?? '[]') as string[];
        sessionStorage.setItem('status-texts', JSON.stringify([...seen, ...texts]));
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByLabel('Description').press('Enter');
    await expect(page).toHaveURL(/\/payment\/test-checkout\?payment=[0-9a-f-]{36}#token=[\w-]{43}$/);
    const shown = await page.evaluate(() => JSON.parse(sessionStorage.getItem('status-texts') ?? '[]') as string[]);
    expect(shown).toContain('Payment processed successfully! You will be redirected to complete the transaction.');
    await expect(page.getByText('Test mode — no card is charged')).toBeVisible();
    await expect(page.getByText('Invoice 1042')).toBeVisible();
    const pay = page.getByRole('button', { name: 'Pay $123.45' });
    await pay.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/payment\/success\?payment=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your payment');
    const receipt = page.getByRole('region', { name: 'Receipt' });
    await expect(receipt).toContainText('$123.45');
    await expect(receipt).toContainText('Invoice 1042');
    const reference = (await receipt.getByText(/^HP-[0-9A-Z]{4}-[0-9A-Z]{4}$/).textContent())!;
    await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible();
    const mail = await waitForMail(email, { subject: /payment receipt/ });
    expect(mail.text).toContain('Amount paid: $123.45');
    expect(mail.text).toContain(`Payment reference: ${reference}`);
  });

  test("shows the server's refusal in the red banner and keeps what was typed; 'Processing...' while sending", async ({ page }) => {
    await page.goto('/payment');
    await waitForHydration(page);
    // 20000000.00 passes the form (digits, two decimals) but is over the server's ceiling.
    await fillPayment(page, { name: 'Sam Big', email: uniqueEmail('big'), phone: '800-555-0100', amount: '2000000', description: 'Too much' });
    // The request is held until the test has seen the busy state.
    const checkout = await holdRoute(page, '**/api/payments/checkout');
    await page.getByRole('button', { name: 'Make Payment' }).click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    checkout.release();
    // The API's code and limit in the catalogue's words: the field's label and dollars, not 'amount: ... 1000000 cents'.
    await expect(page.getByRole('alert').filter({ hasText: 'Amount (USD) must be at most $10,000.00.' })).toBeVisible();
    await expect(page.getByText(/cents|Invalid request/)).toHaveCount(0);
    await expect(page.getByLabel('Amount (USD)')).toHaveValue('2000000');
    await expect(page).toHaveURL(/\/payment$/);
  });

  test('cancel in the checkout, then Try Again: the form comes back filled in and the retry is paid', async ({ page }) => {
    const email = uniqueEmail('retry');
    await page.goto('/payment');
    await waitForHydration(page);
    await fillPayment(page, { name: 'Robin Retry', email, phone: '734-555-0175', amount: '50', description: 'Bookkeeping' });
    await page.getByRole('button', { name: 'Make Payment' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/payment\/cancelled\?payment=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment cancelled');
    await page.getByRole('link', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Amount (USD)')).toHaveValue('50');
    await page.getByRole('button', { name: 'Make Payment' }).click();
    await page.getByRole('button', { name: 'Pay $50.00' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your payment');
  });

  test('field errors beside the fields for a missing name and a zero amount', async ({ page }) => {
    await page.goto('/payment');
    await waitForHydration(page);
    await page.getByLabel('Amount (USD)').fill('0');
    await page.getByRole('button', { name: 'Make Payment' }).click();
    await expect(page.getByText('Full name is required.')).toBeVisible();
    await expect(page.getByText('Amount must be at least $0.01.')).toBeVisible();
    await expect(page.getByLabel('Full name')).toBeFocused();
  });
});

test.describe('Tax School registration', () => {
  test('a closed session cannot be chosen; registering for an open one is paid end to end', async ({ page }) => {
    const email = uniqueEmail('student');
    await openRegistration(page);
    await waitForHydration(page);
    const course = page.getByRole('group', { name: 'Course' });
    await expect(course.getByRole('radio')).toHaveCount(4);
    await expect(course.getByRole('radio', { name: /^2501/ })).toBeDisabled();
    await expect(course.getByRole('radio', { name: /^2502/ })).toBeDisabled();
    await expect(course.getByText('(closed)')).toHaveCount(2);
    await page.getByLabel('Full name').fill('Lee Learner');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('313-555-0142');
    await page.getByRole('button', { name: 'Register and Pay $149.00' }).click();
    await expect(page.getByText('Course is required.')).toBeVisible();
    await course.getByRole('radio', { name: /^2504/ }).check();
    await page.getByRole('button', { name: 'Register and Pay $149.00' }).click();
    await expect(page).toHaveURL(/\/payment\/test-checkout\?payment=/);
    await expect(page.getByText('Tax School Registration')).toBeVisible();
    await page.getByRole('button', { name: 'Pay $149.00' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your payment');
    await expect(page.getByRole('region', { name: 'Receipt' })).toContainText('Tax School Registration');
    const mail = await waitForMail(email, { subject: /payment receipt/ });
    expect(mail.text).toContain('Course: Tax Preparer Course, Live/virtual (session 2504)');
    expect(mail.text).toContain('Dates: December 30, 2025 to January 8, 2026');
    expect(mail.text).toContain('Class times: Tuesdays and Thursdays 6pm-9pm, Michigan time');
    expect(mail.text).toContain('How to join: Live virtual classes');
  });

  test('the form is fetched only when its section nears the screen, not with the page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (sent) => void (sent.resourceType() === 'script' && scripts.push(new URL(sent.url()).pathname)));
    await page.goto('/tax-school');
    await expect(page.getByText('Loading sessions...')).toBeVisible();
    await waitForHydration(page);
    expect(scripts.filter((path) => path.startsWith('/assets/registration-form-'))).toEqual([]);
    await page.getByRole('heading', { name: 'Register for a session' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('group', { name: 'Course' })).toBeVisible();
    expect(scripts.filter((path) => path.startsWith('/assets/registration-form-'))).toHaveLength(1);
  });

  test.describe('when every session has passed (the second server, real date)', () => {
    test.use({ baseURL: strictAuth.baseURL });
    test('says so and offers "tell me when registration opens" (with consent) instead of the form', async ({ page }) => {
      await openRegistration(page);
      await expect(page.getByText('No session is open for registration right now. Tell us where to write')).toBeVisible();
      await expect(page.getByRole('button', { name: /Register and Pay/ })).toHaveCount(0);
      await waitForHydration(page);
      const form = page.getByRole('form', { name: 'Tell me when registration opens' });
      await form.getByLabel('Full name').fill('Wanda Waiting');
      await form.getByLabel('Email', { exact: true }).fill(uniqueEmail('waitlist'));
      await form.getByRole('button', { name: 'Tell me when registration opens' }).click();
      const consent = form.getByLabel(/Email me once when registration/);
      await expect(consent).toHaveAttribute('aria-invalid', 'true'); // no email without consent
      await consent.check();
      await form.getByRole('button', { name: 'Tell me when registration opens' }).click();
      await expect(page.getByText('Thank you. We will email you when registration for a session opens.')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});

// One page or two per test: axe is slow on a loaded machine, and each test keeps well inside its time limit.
for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe finds no violations (${theme})`, () => {
    test.beforeEach(({ page }) => useStoredTheme(page, theme));

    test('the payment form showing field errors', async ({ page }) => {
      await page.goto('/payment');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Make Payment' }).click();
      await expect(page.getByText('Full name is required.')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the test checkout, then the receipt', async ({ page, request }) => {
      const created = await request.post('/api/payments/checkout', {
        data: { amount: 1000, description: 'Check', name: 'Axe Person', email: uniqueEmail('axe'), phone: '800-555-0100' },
      });
      const { url } = (await created.json()) as { url: string };
      await page.goto(url);
      await expect(page.getByRole('button', { name: 'Pay $10.00' })).toBeEnabled();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Pay $10.00' }).click();
      await expect(page.getByRole('region', { name: 'Receipt' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the cancelled page', async ({ page }) => {
      await page.goto('/payment/cancelled?payment=00000000-0000-4000-8000-000000000000');
      await expectNoAxeViolations(page);
    });

    test('the tax-school registration form', async ({ page }) => {
      await openRegistration(page);
      await expect(page.getByRole('group', { name: 'Course' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
