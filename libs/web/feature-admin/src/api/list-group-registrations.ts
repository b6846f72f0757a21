import { apiClient, dataOrThrow, type ApiResponse } from '@huron/web/data-access/api';
import type { ListParams } from './admin-keys';

/** GET /api/admin/group-registrations: a page of group registrations, newest or oldest first. */
export type GroupRegistrationPage = ApiResponse<'/api/admin/group-registrations', 'get'>;

export async function listGroupRegistrations(params: ListParams): Promise<GroupRegistrationPage> {
  return dataOrThrow(await apiClient.GET('/api/admin/group-registrations', { params: { query: params as never } }));
}
