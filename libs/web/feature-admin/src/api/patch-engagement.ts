import { apiClient, dataOrThrow, queryClient, type ApiPaths } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

/** PATCH /api/admin/engagements/{id}: status, e-file results, internal stage or assignee with the version seen (409 version_conflict when stale). */
export type EngagementPatch = ApiPaths['/api/admin/engagements/{id}']['patch']['requestBody']['content']['application/json'];

export async function patchEngagement(id: string, body: EngagementPatch) {
  return dataOrThrow(await apiClient.PATCH('/api/admin/engagements/{id}', { params: { path: { id } }, body }));
}

export const usePatchEngagement = (id: string) => useMutation({ mutationFn: (body: EngagementPatch) => patchEngagement(id, body) }, queryClient);
