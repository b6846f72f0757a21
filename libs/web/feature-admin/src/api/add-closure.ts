import { apiClient, dataOrThrow, type ApiPaths } from '@huron/web/data-access/api';

export type ClosureCreate = ApiPaths['/api/admin/closures']['post']['requestBody']['content']['application/json'];

/** POST /api/admin/closures: no times are offered at that office in the period. */
export async function addClosure(body: ClosureCreate) {
  return dataOrThrow(await apiClient.POST('/api/admin/closures', { body }));
}
