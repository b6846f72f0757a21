import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import type { PortalRequestFiles } from '@huron/shared/contracts/engagements';
import { useMutation } from '@tanstack/react-query';
import { portalKeys } from './portal-keys';

/** POST /api/portal/requests/{id}/files: the uploaded files, given against a document item. */
export async function addRequestFiles(requestId: string, body: PortalRequestFiles) {
  return dataOrThrow(await apiClient.POST('/api/portal/requests/{id}/files', { params: { path: { id: requestId } }, body }));
}

/** The item, the return (its count of open items) and the overview change with it. */
export const useAddRequestFiles = (userId: string, engagementId: string, requestId: string) =>
  useMutation(
    {
      mutationFn: (body: PortalRequestFiles) => addRequestFiles(requestId, body),
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: portalKeys.requests(userId, engagementId) }),
          queryClient.invalidateQueries({ queryKey: portalKeys.overview(userId) }),
          queryClient.invalidateQueries({ queryKey: portalKeys.engagements(userId) }),
        ]),
    },
    queryClient,
  );
