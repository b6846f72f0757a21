// A separate entry (@huron/web/ui/tax-dates): the tax calendar goes only with the pages that state deadlines.
import { hasTaxDates, michiganToday, taxCalendar, taxDatesValidUntil, withTaxDates, type TaxCalendar } from '@huron/shared/content';
import { createElement, type ReactElement, useMemo, useSyncExternalStore } from 'react';

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

/**
 * Content with its tokens filled, and a mark for the pages' loader: a reading page hydrates only when the visitor
 * reaches for something, so its prerendered dates are the build's. The loader (tools/scripts/prerender.mjs) starts
 * the app at once when today is past `data-dates-valid-until`, and the app then states the dates for today.
 */
export function useTaxDated<T>(content: T): { content: T; mark: ReactElement | null } {
  const calendar = useTaxCalendar();
  const filled = useMemo(() => withTaxDates(content, calendar), [calendar, content]);
  const mark = hasTaxDates(content) ? createElement('span', { hidden: true, 'data-dates-valid-until': taxDatesValidUntil(calendar) }) : null;
  return { content: filled, mark };
}
