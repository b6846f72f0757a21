import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import type { PortalDocumentRequestList } from '@huron/shared/contracts/engagements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalKeys } from './portal-keys';

/** GET /api/portal/engagements/{id}/requests: the return's document requests and questions, those waiting for the client first. */
export async function listRequests(engagementId: string): Promise<PortalDocumentRequestList> {
  return dataOrThrow(await apiClient.GET('/api/portal/engagements/{id}/requests', { params: { path: { id: engagementId } } }));
}

export const requestsQueryOptions = (userId: string, engagementId: string) =>
  queryOptions({ queryKey: portalKeys.requests(userId, engagementId), queryFn: () => listRequests(engagementId), staleTime: 0 });

export const useRequests = (userId: string, engagementId: string) => useQuery(requestsQueryOptions(userId, engagementId), queryClient);
