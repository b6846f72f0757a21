import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import type { PortalOverview } from '@huron/shared/contracts/portal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalKeys } from './portal-keys';

/** GET /api/portal/overview: open requests, unanswered questions, invoices due and unread threads ("Waiting for you"). */
export async function getOverview(): Promise<PortalOverview> {
  return dataOrThrow(await apiClient.GET('/api/portal/overview'));
}

/** Read again whenever the page is shown: it is the list of what is still to do. */
export const overviewQueryOptions = (userId: string) => queryOptions({ queryKey: portalKeys.overview(userId), queryFn: getOverview, staleTime: 0 });

export const useOverview = (userId: string) => useQuery(overviewQueryOptions(userId), queryClient);
