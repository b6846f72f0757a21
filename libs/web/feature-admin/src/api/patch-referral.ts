import { apiClient, type ApiPaths, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

/** PATCH /api/admin/referrals/{id}: the next status (reward in cents at completed) with the version seen. */
export type ReferralPatch = NonNullable<ApiPaths['/api/admin/referrals/{id}']['patch']['requestBody']>['content']['application/json'];

export async function patchReferral(id: string, body: ReferralPatch) {
  return dataOrThrow(await apiClient.PATCH('/api/admin/referrals/{id}', { params: { path: { id } }, body }));
}

export const usePatchReferral = () => useMutation({ mutationFn: ({ id, body }: { id: string; body: ReferralPatch }) => patchReferral(id, body) }, queryClient);
