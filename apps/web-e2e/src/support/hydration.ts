import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has run on the page (`<html data-hydrated>`). Reading pages start it at the first interaction
 * or once idle, so their prerendered buttons exist before it: a test about client-side behaviour (focus after
 * navigation, the live system theme, the same document across links) waits on this, not on a button.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
}
