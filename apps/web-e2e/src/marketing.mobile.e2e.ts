import { expect, test } from '@playwright/test';
import { articleSlugs } from '@huron/shared/content';
import { expectNoAxeViolations, useStoredTheme } from './support/axe';
import { waitForHydration } from './support/hydration';

const PATHS = [
  '/individual-tax-services',
  '/business-tax-services',
  '/advisory',
  '/resources',
  ...articleSlugs.map((slug) => `/tax-tip/${slug}`),
  '/tax-tip/no-such-article',
  '/knowledge-base',
  '/dearborn',
  '/ypsilanti',
  '/ann-arbor',
  '/terms',
  '/privacy',
  '/careers',
  '/tax-school',
  '/groupdiscount',
];

test.describe('marketing pages at a phone width', () => {
  test('the mobile menu leads to Resources, an article and back', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Resources' }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await page.getByRole('region', { name: 'Articles' }).getByRole('link', { name: 'How to Fill Out Form W-4, Step by Step' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to Fill Out Form W-4, Step by Step');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('main').getByRole('link', { name: 'Back to Resources' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tax Resources');
  });

  const batches = [0, 1, 2, 3].map((n) => PATHS.filter((_, i) => i % 4 === n));
  for (const theme of ['light', 'dark'] as const) {
    batches.forEach((paths, index) => {
      test(`axe finds no violations and nothing overflows sideways, ${theme} theme, batch ${index + 1} of ${batches.length}`, async ({ page }) => {
        test.setTimeout(60_000);
        await useStoredTheme(page, theme);
        for (const path of paths) {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await waitForHydration(page);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
          await expectNoAxeViolations(page);
        }
      });
    });
  }
});
