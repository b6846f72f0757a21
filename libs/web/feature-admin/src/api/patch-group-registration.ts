import { apiClient, type ApiPaths, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

/** PATCH /api/admin/group-registrations/{id}: status and/or note with the version seen (409 version_conflict when stale). */
export type GroupRegistrationPatch = NonNullable<ApiPaths['/api/admin/group-registrations/{id}']['patch']['requestBody']>['content']['application/json'];

export async function patchGroupRegistration(id: string, body: GroupRegistrationPatch) {
  return dataOrThrow(await apiClient.PATCH('/api/admin/group-registrations/{id}', { params: { path: { id } }, body }));
}

export const usePatchGroupRegistration = () =>
  useMutation({ mutationFn: ({ id, body }: { id: string; body: GroupRegistrationPatch }) => patchGroupRegistration(id, body) }, queryClient);
