import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import type { SignatureRequestList } from '@huron/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalKeys } from './portal-keys';

/** GET /api/portal/signature-requests: the documents the client signs or signed (engagement letters, Form 8879). */
export async function listSignatureRequests(): Promise<SignatureRequestList> {
  return dataOrThrow(await apiClient.GET('/api/portal/signature-requests'));
}

export const signatureRequestsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: portalKeys.signatures(userId), queryFn: listSignatureRequests, staleTime: 0, retry: false });

export const useSignatureRequests = (userId: string) => useQuery(signatureRequestsQueryOptions(userId), queryClient);
