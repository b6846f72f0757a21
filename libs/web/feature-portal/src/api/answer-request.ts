import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import type { PortalRequestAnswer } from '@huron/shared/contracts/engagements';
import { useMutation } from '@tanstack/react-query';
import { refreshAfterRequestChange } from './portal-keys';

/** POST /api/portal/requests/{id}/answer: the answer to a question item. */
export async function answerRequest(requestId: string, body: PortalRequestAnswer) {
  return dataOrThrow(await apiClient.POST('/api/portal/requests/{id}/answer', { params: { path: { id: requestId } }, body }));
}

export const useAnswerRequest = (userId: string, engagementId: string, requestId: string) =>
  useMutation(
    {
      mutationFn: (body: PortalRequestAnswer) => answerRequest(requestId, body),
      onSuccess: () => refreshAfterRequestChange(userId, engagementId),
    },
    queryClient,
  );
