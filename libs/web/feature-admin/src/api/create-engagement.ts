import { apiClient, dataOrThrow, queryClient, type ApiPaths } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';

/** POST /api/admin/engagements: one per client email, tax year and kind (409 engagement_exists); invites someone without an account. */
export type EngagementCreate = ApiPaths['/api/admin/engagements']['post']['requestBody']['content']['application/json'];

export async function createEngagement(body: EngagementCreate) {
  return dataOrThrow(await apiClient.POST('/api/admin/engagements', { body }));
}

export const useCreateEngagement = () =>
  useMutation({ mutationFn: createEngagement, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.lists('engagements') }) }, queryClient);
