import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { useQuery } from '@tanstack/react-query';
import { LEAD_STATUSES, NAME_SORTS } from '../kinds/labels';
import { adminListQueryOptions, type ListParams } from './admin-keys';
import { listQuery, PAGE_READINGS } from './list-query';

/** GET /api/admin/applications: a page of job applications, newest or oldest first (status, job, from, to, q, cursor). */
export type ApplicationPage = ApiResponse<'/api/admin/applications', 'get'>;

const query = listQuery<'/api/admin/applications'>({ ...PAGE_READINGS, status: LEAD_STATUSES, sort: NAME_SORTS });

export async function listApplications(params: ListParams): Promise<ApplicationPage> {
  return dataOrThrow(await apiClient.GET('/api/admin/applications', { params: { query: query(params) } }));
}

export const applicationsQueryOptions = (params: ListParams) => adminListQueryOptions('applications', params, listApplications);

export const useApplications = (params: ListParams) => useQuery(applicationsQueryOptions(params), queryClient);
