import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';

/** GET /api/admin/my-work: what is assigned to the signed-in staff member, per kind: counts by status and the first open records. */
export type MyWork = ApiResponse<'/api/admin/my-work', 'get'>;

export async function getMyWork(): Promise<MyWork> {
  return dataOrThrow(await apiClient.GET('/api/admin/my-work'));
}

export const myWorkQueryOptions = () => queryOptions({ queryKey: [...adminKeys.all, 'my-work'], queryFn: getMyWork });

export const useMyWork = () => useQuery(myWorkQueryOptions(), queryClient);
