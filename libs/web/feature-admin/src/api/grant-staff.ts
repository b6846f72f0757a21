import { apiClient, dataOrThrow } from '@huron/web/data-access/api';

/** PUT /api/admin/people/{id}/staff: grants the staff role (audited). */
export async function grantStaff(id: string) {
  return dataOrThrow(await apiClient.PUT('/api/admin/people/{id}/staff', { params: { path: { id } } }));
}
