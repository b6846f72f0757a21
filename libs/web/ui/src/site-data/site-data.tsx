import { createContext, useContext, type ReactNode } from 'react';
import { SITE_DATA_ELEMENT_ID, type SiteData, type SiteDataKey } from '@huron/shared/contracts/common';

/**
 * The site data a page renders with: the API's snapshot when the server renders (it records which keys the page read,
 * to embed them), the page's embedded copy in the browser. Empty at build time: every reader then shows its fallback.
 */
export interface SiteDataStore {
  data: Partial<SiteData>;
  /** Filled while the server renders: the keys the page read. */
  read?: Set<SiteDataKey>;
}

const SiteDataContext = createContext<SiteDataStore>({ data: {} });

export function SiteDataProvider({ store, children }: { store: SiteDataStore; children: ReactNode }) {
  return <SiteDataContext.Provider value={store}>{children}</SiteDataContext.Provider>;
}

/**
 * A value staff edit in the back office, as the served HTML shows it: the snapshot the API rendered the page with
 * (embedded in the page, so hydration renders the same), else `fallback`, the build's own content (a build without
 * the database, or a key this page was not rendered with: after navigating in the app, refresh it from the API).
 */
export function useSiteData<K extends SiteDataKey>(key: K, fallback: SiteData[K]): SiteData[K] {
  const store = useContext(SiteDataContext);
  store.read?.add(key);
  return (store.data[key] as SiteData[K] | undefined) ?? fallback;
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
