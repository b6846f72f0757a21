import { michiganToday, taxCalendar, withTaxDates, type TaxCalendar } from '@huron/shared/content';
import { useMemo, useSyncExternalStore } from 'react';

// Set by the web build (vite.config.mts `define`): the Michigan date the pages were prerendered on.
declare const __SITE_BUILD_DATE__: string | undefined;
const buildDate = () => (typeof __SITE_BUILD_DATE__ === 'string' ? __SITE_BUILD_DATE__ : michiganToday());
const noSubscription = () => () => undefined;

/**
 * Today's date in Michigan. The prerendered HTML and the hydrating render use the build's date (so they agree);
 * right after hydration, and on every page rendered in the browser, the visitor's real today takes over. A page
 * served long after its build therefore corrects itself instead of showing a deadline that has passed.
 */
export function useMichiganToday(): string {
  return useSyncExternalStore(noSubscription, michiganToday, buildDate);
}

export function useTaxCalendar(): TaxCalendar {
  const today = useMichiganToday();
  return useMemo(() => taxCalendar(today), [today]);
}

/** Content with its {{tax date}} tokens filled for today (text, or any JSON-shaped content such as FAQ lists). */
export function useWithTaxDates<T>(content: T): T {
  const calendar = useTaxCalendar();
  return useMemo(() => withTaxDates(content, calendar), [calendar, content]);
}
