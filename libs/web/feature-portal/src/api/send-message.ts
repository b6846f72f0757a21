import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import type { MessageCreate } from '@huron/shared/contracts/portal-messages';
import { useMutation } from '@tanstack/react-query';
import { portalKeys } from './portal-keys';

/** POST /api/portal/engagements/{id}/messages: a message to the firm, with the ids of uploaded attachments. */
export async function sendMessage(engagementId: string, body: MessageCreate) {
  return dataOrThrow(await apiClient.POST('/api/portal/engagements/{id}/messages', { params: { path: { id: engagementId } }, body }));
}

export const useSendMessage = (userId: string, engagementId: string) =>
  useMutation(
    {
      mutationFn: (body: MessageCreate) => sendMessage(engagementId, body),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.messages(userId, engagementId) }),
    },
    queryClient,
  );
