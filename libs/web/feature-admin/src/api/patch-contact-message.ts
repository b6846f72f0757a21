import { apiClient, type ApiPaths, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

/** PATCH /api/admin/contact-messages/{id}: status and/or note with the version seen (409 version_conflict when stale). */
export type ContactMessagePatch = NonNullable<ApiPaths['/api/admin/contact-messages/{id}']['patch']['requestBody']>['content']['application/json'];

export async function patchContactMessage(id: string, body: ContactMessagePatch) {
  return dataOrThrow(await apiClient.PATCH('/api/admin/contact-messages/{id}', { params: { path: { id } }, body }));
}

export const usePatchContactMessage = () =>
  useMutation({ mutationFn: ({ id, body }: { id: string; body: ContactMessagePatch }) => patchContactMessage(id, body) }, queryClient);
