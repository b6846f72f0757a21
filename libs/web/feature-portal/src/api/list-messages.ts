import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import type { MessageThread } from '@huron/shared/contracts/portal-messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalKeys } from './portal-keys';

/** GET /api/portal/engagements/{id}/messages: the thread with the firm, oldest first. */
export async function listMessages(engagementId: string): Promise<MessageThread> {
  return dataOrThrow(await apiClient.GET('/api/portal/engagements/{id}/messages', { params: { path: { id: engagementId } } }));
}

export const messagesQueryOptions = (userId: string, engagementId: string) =>
  queryOptions({ queryKey: portalKeys.messages(userId, engagementId), queryFn: () => listMessages(engagementId), staleTime: 0 });

export const useMessages = (userId: string, engagementId: string) => useQuery(messagesQueryOptions(userId, engagementId), queryClient);
