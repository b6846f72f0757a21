import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { useQuery } from '@tanstack/react-query';
import { adminRecordQueryOptions } from './admin-keys';

/** GET /api/admin/people/{id}: one account with its second factor and sessions (audited). */
export type PersonDetail = ApiResponse<'/api/admin/people/{id}', 'get'>;

export async function getPerson(id: string): Promise<PersonDetail> {
  return dataOrThrow(await apiClient.GET('/api/admin/people/{id}', { params: { path: { id } } }));
}

export const personQueryOptions = (id: string) => adminRecordQueryOptions('people', id, getPerson);

export const usePerson = (id: string) => useQuery(personQueryOptions(id), queryClient);
