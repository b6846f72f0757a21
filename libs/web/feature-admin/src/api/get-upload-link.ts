import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

/** GET /api/admin/uploads/{id}/link: a signed download link valid five minutes (creating it is audited). */
export type UploadLink = ApiResponse<'/api/admin/uploads/{id}/link', 'get'>;

export async function getUploadLink(id: string): Promise<UploadLink> {
  return dataOrThrow(await apiClient.GET('/api/admin/uploads/{id}/link', { params: { path: { id } } }));
}

/** Asked on a click, and each ask is audited and answers a new link: a mutation, never cached. */
export const useGetUploadLink = () => useMutation({ mutationFn: getUploadLink }, queryClient);
