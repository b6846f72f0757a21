import { apiClient, dataOrThrow, queryClient, type ApiPaths } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

/** POST /api/admin/engagements/{id}/requests: ask the client for a named document or a question (the client is mailed). */
export type DocumentRequestCreate = ApiPaths['/api/admin/engagements/{id}/requests']['post']['requestBody']['content']['application/json'];

export async function createDocumentRequest(id: string, body: DocumentRequestCreate) {
  return dataOrThrow(await apiClient.POST('/api/admin/engagements/{id}/requests', { params: { path: { id } }, body }));
}

export const useCreateDocumentRequest = (engagementId: string) =>
  useMutation({ mutationFn: (body: DocumentRequestCreate) => createDocumentRequest(engagementId, body) }, queryClient);
