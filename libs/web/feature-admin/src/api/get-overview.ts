import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';

/** GET /api/admin/overview: what came in today and this week, per kind and office, in Detroit time. */
export type AdminOverview = ApiResponse<'/api/admin/overview', 'get'>;

export async function getOverview(): Promise<AdminOverview> {
  return dataOrThrow(await apiClient.GET('/api/admin/overview'));
}

export const overviewQueryOptions = () => queryOptions({ queryKey: [...adminKeys.all, 'overview'], queryFn: getOverview, staleTime: 30_000 });

export const useOverview = () => useQuery(overviewQueryOptions(), queryClient);
