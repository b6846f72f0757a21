import { apiClient, dataOrThrow, queryClient, type ApiPaths } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

/** PATCH /api/admin/requests/{id}: accept, return with a reason, or withdraw, with the version seen (409 when stale). */
export type DocumentRequestPatch = ApiPaths['/api/admin/requests/{id}']['patch']['requestBody']['content']['application/json'];

export async function patchDocumentRequest(id: string, body: DocumentRequestPatch) {
  return dataOrThrow(await apiClient.PATCH('/api/admin/requests/{id}', { params: { path: { id } }, body }));
}

export const usePatchDocumentRequest = () =>
  useMutation({ mutationFn: ({ id, body }: { id: string; body: DocumentRequestPatch }) => patchDocumentRequest(id, body) }, queryClient);
