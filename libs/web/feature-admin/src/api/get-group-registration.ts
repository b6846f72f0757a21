import { apiClient, dataOrThrow, type ApiResponse } from '@huron/web/data-access/api';

/** GET /api/admin/group-registrations/{id}: one registration with its status and internal note (audited). */
export type GroupRegistration = ApiResponse<'/api/admin/group-registrations/{id}', 'get'>;

export async function getGroupRegistration(id: string): Promise<GroupRegistration> {
  return dataOrThrow(await apiClient.GET('/api/admin/group-registrations/{id}', { params: { path: { id } } }));
}
