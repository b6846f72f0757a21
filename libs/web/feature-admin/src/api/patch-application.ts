import { apiClient, type ApiPaths, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

/** PATCH /api/admin/applications/{id}: status and/or note with the version seen (409 version_conflict when stale). */
export type ApplicationPatch = NonNullable<ApiPaths['/api/admin/applications/{id}']['patch']['requestBody']>['content']['application/json'];

export async function patchApplication(id: string, body: ApplicationPatch) {
  return dataOrThrow(await apiClient.PATCH('/api/admin/applications/{id}', { params: { path: { id } }, body }));
}

export const usePatchApplication = () =>
  useMutation({ mutationFn: ({ id, body }: { id: string; body: ApplicationPatch }) => patchApplication(id, body) }, queryClient);
