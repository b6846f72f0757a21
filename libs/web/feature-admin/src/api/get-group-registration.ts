import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { useQuery } from '@tanstack/react-query';
import { adminRecordQueryOptions } from './admin-keys';

/** GET /api/admin/group-registrations/{id}: one registration with its status and internal note (audited). */
export type GroupRegistration = ApiResponse<'/api/admin/group-registrations/{id}', 'get'>;

export async function getGroupRegistration(id: string): Promise<GroupRegistration> {
  return dataOrThrow(await apiClient.GET('/api/admin/group-registrations/{id}', { params: { path: { id } } }));
}

export const groupRegistrationQueryOptions = (id: string) => adminRecordQueryOptions('group-registrations', id, getGroupRegistration);

export const useGroupRegistration = (id: string) => useQuery(groupRegistrationQueryOptions(id), queryClient);
