import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';

/** GET /api/admin/closures: current and future office closures. */
export type ClosureList = ApiResponse<'/api/admin/closures', 'get'>;

export async function listClosures(): Promise<ClosureList> {
  return dataOrThrow(await apiClient.GET('/api/admin/closures'));
}

export const closuresQueryOptions = () => queryOptions({ queryKey: [...adminKeys.all, 'closures'], queryFn: listClosures });

export const useClosures = () => useQuery(closuresQueryOptions(), queryClient);
