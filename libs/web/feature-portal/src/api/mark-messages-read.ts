import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';
import { portalKeys } from './portal-keys';

/** POST /api/portal/engagements/{id}/messages/read: the firm's messages of the thread are read by the client. */
export async function markMessagesRead(engagementId: string) {
  return dataOrThrow(await apiClient.POST('/api/portal/engagements/{id}/messages/read', { params: { path: { id: engagementId } } }));
}

/** Once marked, the overview no longer lists the thread. */
export const useMarkMessagesRead = (userId: string, engagementId: string) =>
  useMutation(
    {
      mutationFn: () => markMessagesRead(engagementId),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.overview(userId) }),
    },
    queryClient,
  );
