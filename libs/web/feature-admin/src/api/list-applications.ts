import { apiClient, dataOrThrow, type ApiResponse } from '@huron/web/data-access/api';
import type { ListParams } from './admin-keys';

/** GET /api/admin/applications: a page of job applications, newest or oldest first (status, job, from, to, q, cursor). */
export type ApplicationPage = ApiResponse<'/api/admin/applications', 'get'>;

export async function listApplications(params: ListParams): Promise<ApplicationPage> {
  return dataOrThrow(await apiClient.GET('/api/admin/applications', { params: { query: params as never } }));
}
