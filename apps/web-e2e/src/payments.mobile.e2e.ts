import { expect, test } from '@playwright/test';

// At a phone width: the payment form and the test checkout fit and work.
test('a payment at phone width reaches the receipt', async ({ page }) => {
  await page.goto('/payment');
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
  await page.getByLabel('Full name').fill('Phone Payer');
  await page.getByLabel('Email').fill(`phone.${Date.now()}@example.com`);
  await page.getByLabel('Phone').fill('800-555-0100');
  await page.getByLabel('Amount (USD)').fill('19.99');
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await page.getByRole('button', { name: 'Pay $19.99' }).click();
  await expect(page.getByRole('region', { name: 'Receipt' })).toContainText('$19.99');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
