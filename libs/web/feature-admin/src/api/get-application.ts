import { apiClient, dataOrThrow, type ApiResponse } from '@huron/web/data-access/api';

/** GET /api/admin/applications/{id}: one application with its résumé and internal note (audited). */
export type Application = ApiResponse<'/api/admin/applications/{id}', 'get'>;

export async function getApplication(id: string): Promise<Application> {
  return dataOrThrow(await apiClient.GET('/api/admin/applications/{id}', { params: { path: { id } } }));
}
