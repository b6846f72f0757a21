import { apiClient, dataOrThrow, queryClient, type ApiPaths } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

/** POST /api/admin/signature-requests/{id}/void: void with a reason (kept, marked void), e.g. figures changed beyond IRS tolerances. */
export type SignatureVoid = ApiPaths['/api/admin/signature-requests/{id}/void']['post']['requestBody']['content']['application/json'];

export async function voidSignatureRequest(requestId: string, body: SignatureVoid) {
  return dataOrThrow(await apiClient.POST('/api/admin/signature-requests/{id}/void', { params: { path: { id: requestId } }, body }));
}

export const useVoidSignatureRequest = (requestId: string) =>
  useMutation({ mutationFn: (body: SignatureVoid) => voidSignatureRequest(requestId, body) }, queryClient);
