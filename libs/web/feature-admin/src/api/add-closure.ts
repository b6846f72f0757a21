import { apiClient, type ApiPaths, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

export type ClosureCreate = ApiPaths['/api/admin/closures']['post']['requestBody']['content']['application/json'];

/** POST /api/admin/closures: no times are offered at that office in the period. */
export async function addClosure(body: ClosureCreate) {
  return dataOrThrow(await apiClient.POST('/api/admin/closures', { body }));
}

export const useAddClosure = () => useMutation({ mutationFn: addClosure }, queryClient);
