import { apiClient, dataOrThrow } from '@huron/web/data-access/api';

/** POST /api/admin/people/{id}/sign-out: ends every session of the account and its refresh tokens. */
export async function signOutEverywhere(id: string) {
  return dataOrThrow(await apiClient.POST('/api/admin/people/{id}/sign-out', { params: { path: { id } } }));
}
