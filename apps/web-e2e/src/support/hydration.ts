import { expect, type Page } from '@playwright/test';

/**
 * Has the app run on the page (`<html data-hydrated>`) and waits for it. Form and account pages start it after the
 * first paint by themselves; reading pages only when the visitor reaches for something, so this presses Shift (a key
 * that does nothing else) as a visitor's first key would. A test about client-side behaviour (focus after navigation,
 * the live system theme, the same document across links) waits on this, not on a button: the prerendered buttons
 * exist before the app does.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
}
