import { apiClient, dataOrThrow, type ApiPaths } from '@huron/web/data-access/api';

/** PATCH /api/admin/contact-messages/{id}: status and/or note with the version seen (409 version_conflict when stale). */
export type ContactMessagePatch = NonNullable<ApiPaths['/api/admin/contact-messages/{id}']['patch']['requestBody']>['content']['application/json'];

export async function patchContactMessage(id: string, body: ContactMessagePatch) {
  return dataOrThrow(await apiClient.PATCH('/api/admin/contact-messages/{id}', { params: { path: { id } }, body }));
}
