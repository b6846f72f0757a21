import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { useQuery } from '@tanstack/react-query';
import { adminRecordQueryOptions } from './admin-keys';

/** GET /api/admin/applications/{id}: one application with its résumé and internal note (audited). */
export type Application = ApiResponse<'/api/admin/applications/{id}', 'get'>;

export async function getApplication(id: string): Promise<Application> {
  return dataOrThrow(await apiClient.GET('/api/admin/applications/{id}', { params: { path: { id } } }));
}

export const applicationQueryOptions = (id: string) => adminRecordQueryOptions('applications', id, getApplication);

export const useApplication = (id: string) => useQuery(applicationQueryOptions(id), queryClient);
