import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import type { PortalEngagementDetail } from '@huron/shared/contracts/engagements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalKeys } from './portal-keys';

/** GET /api/portal/engagements/{id}: one return, its status with dated history and the IRS and Michigan results (404 when not the client's). */
export async function getEngagement(id: string): Promise<PortalEngagementDetail> {
  return dataOrThrow(await apiClient.GET('/api/portal/engagements/{id}', { params: { path: { id } } }));
}

export const engagementQueryOptions = (userId: string, id: string) =>
  queryOptions({ queryKey: portalKeys.engagement(userId, id), queryFn: () => getEngagement(id), staleTime: 0, retry: false });

export const useEngagement = (userId: string, id: string) => useQuery(engagementQueryOptions(userId, id), queryClient);
