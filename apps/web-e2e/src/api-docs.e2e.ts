import { expect, test } from '@playwright/test';

// Issue 40, item 14: the API docs page runs under the site's headers (script-src 'self', no inline script): Swagger
// UI must still render, and the browser must report no Content-Security-Policy violation.
test("the API docs page renders the operations under the site's Content-Security-Policy", async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self';/);
  await expect(page.getByRole('heading', { name: /Huron Tax & Accounting/ }).first()).toBeVisible();
  await expect(page.locator('.opblock').first()).toBeVisible();
  expect(violations).toEqual([]);
});
