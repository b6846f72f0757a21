import { expect, test } from '@playwright/test';

test.describe('home hero on a phone', () => {
  test('Get Started, Schedule and Call are visible without scrolling at 390 x 844', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const hero = page.locator('.hero');
    for (const name of ['Get Started', /Schedule/, /Call/]) {
      const box = await hero.getByRole('link', { name }).boundingBox();
      expect(box, String(name)).not.toBeNull();
      expect(box!.y + box!.height, String(name)).toBeLessThanOrEqual(844);
    }
  });

  test('the stat tiles leave no tile alone on a row, and the years are this year\'s', async ({ page }) => {
    for (const width of [390, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const rows = await page.locator('.stats li').evaluateAll((tiles) => {
        const counts = new Map<number, number>();
        for (const tile of tiles) {
          const top = Math.round(tile.getBoundingClientRect().top);
          counts.set(top, (counts.get(top) ?? 0) + 1);
        }
        return [...counts.values()];
      });
      expect(rows.every((count) => count >= 2), `${width} px rows: ${rows.join(', ')}`).toBe(true);
    }
    await expect(page.locator('.stats')).toContainText(`${new Date().getFullYear() - 2001}+`);
    await expect(page.locator('.stats')).not.toContainText('Established');
  });
});

test('the closing band and the footer are set apart on every kind of page', async ({ page }) => {
  for (const path of ['/', '/tax-school', '/tax-tip/w4-form-guide', '/dearborn']) {
    await page.goto(path);
    const colours = await page.evaluate(() => {
      const footer = document.querySelector('footer.site-footer, footer')!;
      const band = document.querySelector('main > :last-child')!;
      return { band: getComputedStyle(band).backgroundColor, footer: getComputedStyle(footer).backgroundColor };
    });
    expect(colours.band, path).not.toBe(colours.footer);
  }
});
