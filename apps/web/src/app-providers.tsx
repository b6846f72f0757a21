import type { ReactNode } from 'react';
import { AuthProvider } from '@huron/web/data-access';
import { SiteDataProvider, type SiteDataStore } from '@huron/web/ui';

/**
 * Providers shared by the browser entry and the prerenderer. Server data has no provider here: its query client
 * comes from '@huron/web/data-access/api' with the pages that use it, keeping TanStack Query out of the first script.
 * The site data (rows staff edit that the served HTML shows) is the snapshot the page was rendered with.
 */
export function AppProviders({ siteData, children }: { siteData: SiteDataStore; children: ReactNode }) {
  return (
    <SiteDataProvider store={siteData}>
      <AuthProvider>{children}</AuthProvider>
    </SiteDataProvider>
  );
}
