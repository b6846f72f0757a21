import type { SiteData, SiteDataKey } from '@huron/shared/contracts/common';

/** The id of the JSON element in a page's head that carries the site data the page was rendered with. */
export const SITE_DATA_ELEMENT_ID = 'site-data';

/**
 * The element carrying `data`, or '' when it is empty (a page built without the database, which renders the
 * build's content). `<` is escaped, so no value can close the element.
 */
export function siteDataElement(data: Partial<SiteData>): string {
  if (Object.keys(data).length === 0) return '';
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SITE_DATA_ELEMENT_ID}">${json}</script>`;
}

/**
 * The site data a page renders with: the API's snapshot while the server renders a page (it records which keys the
 * page read, to embed them), the page's embedded copy in the browser. Empty at build time: every reader then shows
 * its fallback. A module-level store rather than a context (one fewer provider in every page's first script): the
 * server renders one page at a time, synchronously, between `setSiteDataStore` calls.
 */
export interface SiteDataStore {
  data: Partial<SiteData>;
  /** Filled while the server renders: the keys the page read. */
  read?: Set<SiteDataKey>;
}

let store: SiteDataStore = { data: {} };

/** Sets the store the next render reads (the server entry per page; the browser entry once, from the page). */
export function setSiteDataStore(next: SiteDataStore): void {
  store = next;
}

/**
 * A value staff edit in the back office, as the served HTML shows it: the snapshot the API rendered the page with
 * (embedded in the page, so hydration renders the same), else `fallback`, the build's own content (a build without
 * the database, or a key this page was not rendered with: after navigating in the app, refresh it from the API).
 */
export function useSiteData<K extends SiteDataKey>(key: K, fallback: SiteData[K]): SiteData[K] {
  store.read?.add(key);
  return (store.data[key] as SiteData[K] | undefined) ?? fallback;
}

/**
 * Whether the page was rendered with the server's value of `key` (false at build time and after navigating in the app
 * to a page the first document did not show): then the page should ask its public API for the current value.
 */
export function useHasSiteData(key: SiteDataKey): boolean {
  store.read?.add(key);
  return store.data[key] !== undefined;
}

/** The site data embedded in this document by the server (none in a page built without the database). */
export function readEmbeddedSiteData(): Partial<SiteData> {
  const element = typeof document === 'undefined' ? null : document.getElementById(SITE_DATA_ELEMENT_ID);
  if (!element?.textContent) return {};
  try {
    return JSON.parse(element.textContent) as Partial<SiteData>;
  } catch {
    return {};
  }
}
