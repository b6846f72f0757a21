import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';

/** GET /api/admin/engagements/{id}/messages: the thread, oldest first; reading it marks the firm's side read (audited). */
export type StaffThread = ApiResponse<'/api/admin/engagements/{id}/messages', 'get'>;
export type ThreadMessage = StaffThread['messages'][number];

export async function getEngagementMessages(id: string): Promise<StaffThread> {
  return dataOrThrow(await apiClient.GET('/api/admin/engagements/{id}/messages', { params: { path: { id } } }));
}

export const engagementMessagesQueryOptions = (id: string) =>
  queryOptions({ staleTime: 0, queryKey: [...adminKeys.record('engagements', id), 'messages'], queryFn: () => getEngagementMessages(id) });

export const useEngagementMessages = (id: string) => useQuery(engagementMessagesQueryOptions(id), queryClient);
