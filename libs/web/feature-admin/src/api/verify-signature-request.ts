import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

/** GET /api/admin/signature-requests/{id}/verify: the audit hash chain and the stored documents' hashes (audited; asked on demand). */
export async function verifySignatureRequest(requestId: string) {
  return dataOrThrow(await apiClient.GET('/api/admin/signature-requests/{id}/verify', { params: { path: { id: requestId } } }));
}

export const useVerifySignatureRequest = (requestId: string) => useMutation({ mutationFn: () => verifySignatureRequest(requestId) }, queryClient);
