import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';

/** GET /api/admin/queues: the sidebar's counts, every queue in one answer. */
export type AdminQueues = ApiResponse<'/api/admin/queues', 'get'>;

export async function getQueues(): Promise<AdminQueues> {
  return dataOrThrow(await apiClient.GET('/api/admin/queues'));
}

/** Refreshed every 30 seconds while a back-office page is open; a change that moves a count can invalidate it. */
export const queuesQueryOptions = () => queryOptions({ queryKey: adminKeys.queues, queryFn: getQueues, staleTime: 30_000, refetchInterval: 30_000 });

export const useQueues = () => useQuery(queuesQueryOptions(), queryClient);
