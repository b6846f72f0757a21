import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import type { PortalRequestFiles } from '@huron/shared/contracts/engagements';
import { useMutation } from '@tanstack/react-query';
import { refreshAfterRequestChange } from './portal-keys';

/** POST /api/portal/requests/{id}/files: the uploaded files, given against a document item. */
export async function addRequestFiles(requestId: string, body: PortalRequestFiles) {
  return dataOrThrow(await apiClient.POST('/api/portal/requests/{id}/files', { params: { path: { id: requestId } }, body }));
}

export const useAddRequestFiles = (userId: string, engagementId: string, requestId: string) =>
  useMutation(
    {
      mutationFn: (body: PortalRequestFiles) => addRequestFiles(requestId, body),
      onSuccess: () => refreshAfterRequestChange(userId, engagementId),
    },
    queryClient,
  );
