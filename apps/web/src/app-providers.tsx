import type { ReactNode } from 'react';
import { AuthProvider } from '@huron/web/data-access';

/**
 * Providers shared by the browser entry and the prerenderer. Server data has no provider here: its query client
 * comes from '@huron/web/data-access/api' with the pages that use it, keeping TanStack Query out of the first script.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <AuthProvider>{children}</AuthProvider>;
}
