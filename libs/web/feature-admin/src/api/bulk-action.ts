import { apiClient, type ApiPaths, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';

/** POST /api/admin/bulk: assign, or set the status of, up to 100 records of one kind, all or nothing. */
export type BulkRequest = NonNullable<ApiPaths['/api/admin/bulk']['post']['requestBody']>['content']['application/json'];

export async function bulkAction(body: BulkRequest) {
  return dataOrThrow(await apiClient.POST('/api/admin/bulk', { body }));
}

/** After a bulk change, every staff read may show it (the kind's lists, My work, the sidebar's counts). */
export const useBulkAction = () =>
  useMutation({ mutationFn: bulkAction, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) }, queryClient);
