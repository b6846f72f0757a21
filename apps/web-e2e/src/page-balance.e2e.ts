import { expect, test } from '@playwright/test';

// On a desktop screen: the home page's stat cards are as tall as their own content, and service pages use their
// right half (a contact panel beside the first text section).

test('the home page stat cards are each as tall as their content, not stretched to the tallest', async ({ page }) => {
  await page.goto('/');
  const cards = await page
    .getByRole('list', { name: 'Why clients choose us' })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => {
        const style = getComputedStyle(item);
        const inner = [...item.children].reduce((sum, child) => sum + child.getBoundingClientRect().height, 0);
        return {
          height: item.getBoundingClientRect().height,
          content:
            inner +
            parseFloat(style.paddingBlockStart) +
            parseFloat(style.paddingBlockEnd) +
            parseFloat(style.borderBlockStartWidth) +
            parseFloat(style.borderBlockEndWidth),
        };
      }),
    );
  expect(cards).toHaveLength(4);
  for (const card of cards) expect(card.height).toBeCloseTo(card.content, 0);
});

for (const path of ['/individual-tax-services', '/business-tax-services', '/advisory']) {
  test(`${path} fills its right half: a contact panel beside the first text section`, async ({ page }) => {
    await page.goto(path);
    const width = page.viewportSize()!.width;
    const panel = page.getByRole('region', { name: 'Ask a preparer' });
    await expect(panel.getByRole('link', { name: 'Call (800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
    await expect(panel.getByRole('link', { name: 'Schedule an Appointment' })).toHaveAttribute('href', '/schedule');
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.x).toBeGreaterThan(width / 2);
    const text = (await page.locator('.service-columns .text-section').boundingBox())!;
    expect(panelBox.y).toBeLessThan(text.y + text.height); // beside the text, not under it
  });
}
