import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe-core with WCAG 2.x A/AA rules; fails with a readable list of what is wrong.
 * Legacy mode runs the audit in the page itself. The default opens a blank page per audit to merge frame results,
 * which tripled each audit's time (1.5-1.8 s against 0.5 s here) and buys nothing: our pages have no cross-origin
 * frames of their own to audit. Only violations are collected, since nothing reads the passes.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(RULE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n  ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Sets the theme before any page script runs, as a returning visitor's stored choice would. */
export async function useStoredTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
}
