import { apiClient, dataOrThrow, type ApiPaths } from '@huron/web/data-access/api';

/** PATCH /api/admin/referrals/{id}: the next status (reward in cents at completed) with the version seen. */
export type ReferralPatch = NonNullable<ApiPaths['/api/admin/referrals/{id}']['patch']['requestBody']>['content']['application/json'];

export async function patchReferral(id: string, body: ReferralPatch) {
  return dataOrThrow(await apiClient.PATCH('/api/admin/referrals/{id}', { params: { path: { id } }, body }));
}
