import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';

/** GET /api/admin/engagements/{id}/signature-requests: the engagement's requests, newest first, with their documents (audited). */
export type AdminSignatureRequestList = ApiResponse<'/api/admin/engagements/{id}/signature-requests', 'get'>;
export type AdminSignatureRequest = AdminSignatureRequestList['items'][number];

export async function listSignatureRequests(engagementId: string): Promise<AdminSignatureRequestList> {
  return dataOrThrow(await apiClient.GET('/api/admin/engagements/{id}/signature-requests', { params: { path: { id: engagementId } } }));
}

export const signatureRequestsQueryOptions = (engagementId: string) =>
  queryOptions({ queryKey: [...adminKeys.record('engagements', engagementId), 'signatures'], queryFn: () => listSignatureRequests(engagementId) });

export const useSignatureRequests = (engagementId: string) => useQuery(signatureRequestsQueryOptions(engagementId), queryClient);

/** After a change (requested, voided, signed in the office), the list is read again. */
export const refreshSignatureRequests = (engagementId: string) =>
  queryClient.invalidateQueries({ queryKey: signatureRequestsQueryOptions(engagementId).queryKey });
