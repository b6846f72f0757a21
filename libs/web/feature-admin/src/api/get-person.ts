import { apiClient, dataOrThrow, type ApiResponse } from '@huron/web/data-access/api';

/** GET /api/admin/people/{id}: one account with its second factor and sessions (audited). */
export type PersonDetail = ApiResponse<'/api/admin/people/{id}', 'get'>;

export async function getPerson(id: string): Promise<PersonDetail> {
  return dataOrThrow(await apiClient.GET('/api/admin/people/{id}', { params: { path: { id } } }));
}
