import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { useQuery } from '@tanstack/react-query';
import { adminListQueryOptions, type ListParams } from './admin-keys';
import { listQuery, PAGE_READINGS } from './list-query';

/** GET /api/admin/people: accounts found by part of the email, staff or not. */
export type PersonPage = ApiResponse<'/api/admin/people', 'get'>;
export type PersonSummary = PersonPage['items'][number];

const query = listQuery<'/api/admin/people'>({ ...PAGE_READINGS, staff: ['true', 'false'] });

export async function listPeople(params: ListParams): Promise<PersonPage> {
  return dataOrThrow(await apiClient.GET('/api/admin/people', { params: { query: query(params) } }));
}

export const peopleQueryOptions = (params: ListParams) => adminListQueryOptions('people', params, listPeople);

export const usePeople = (params: ListParams) => useQuery(peopleQueryOptions(params), queryClient);
