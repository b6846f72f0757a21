import { apiClient, dataOrThrow, type ApiResponse } from '@huron/web/data-access/api';

/** GET /api/admin/uploads/{id}/link: a signed download link valid five minutes (creating it is audited). */
export type UploadLink = ApiResponse<'/api/admin/uploads/{id}/link', 'get'>;

export async function getUploadLink(id: string): Promise<UploadLink> {
  return dataOrThrow(await apiClient.GET('/api/admin/uploads/{id}/link', { params: { path: { id } } }));
}
