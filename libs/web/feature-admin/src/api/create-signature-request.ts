import { apiClient, dataOrThrow, queryClient, type ApiPaths } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

/** POST /api/admin/engagements/{id}/signature-requests: an engagement letter (rendered) or an uploaded 8879 / MI-8453. */
export type SignatureRequestCreate = ApiPaths['/api/admin/engagements/{id}/signature-requests']['post']['requestBody']['content']['application/json'];

export async function createSignatureRequest(engagementId: string, body: SignatureRequestCreate) {
  return dataOrThrow(await apiClient.POST('/api/admin/engagements/{id}/signature-requests', { params: { path: { id: engagementId } }, body }));
}

export const useCreateSignatureRequest = (engagementId: string) =>
  useMutation({ mutationFn: (body: SignatureRequestCreate) => createSignatureRequest(engagementId, body) }, queryClient);
