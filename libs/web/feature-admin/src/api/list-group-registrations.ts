import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { useQuery } from '@tanstack/react-query';
import { LEAD_STATUSES, NAME_SORTS, OFFICES } from '../kinds/labels';
import { adminListQueryOptions, type ListParams } from './admin-keys';
import { listQuery, PAGE_READINGS } from './list-query';

/** GET /api/admin/group-registrations: a page of group registrations, newest or oldest first. */
export type GroupRegistrationPage = ApiResponse<'/api/admin/group-registrations', 'get'>;

const query = listQuery<'/api/admin/group-registrations'>({ ...PAGE_READINGS, status: LEAD_STATUSES, office: OFFICES, sort: NAME_SORTS });

export async function listGroupRegistrations(params: ListParams): Promise<GroupRegistrationPage> {
  return dataOrThrow(await apiClient.GET('/api/admin/group-registrations', { params: { query: query(params) } }));
}

export const groupRegistrationsQueryOptions = (params: ListParams) => adminListQueryOptions('group-registrations', params, listGroupRegistrations);

export const useGroupRegistrations = (params: ListParams) => useQuery(groupRegistrationsQueryOptions(params), queryClient);
