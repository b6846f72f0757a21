import { apiClient, dataOrThrow } from '@huron/web/data-access/api';

const path = (id: string) => ({ params: { path: { id } } });

/** PUT /api/admin/people/{id}/staff: grants the staff role (audited). */
export async function grantStaff(id: string) {
  return dataOrThrow(await apiClient.PUT('/api/admin/people/{id}/staff', path(id)));
}

/** DELETE /api/admin/people/{id}/staff: removes it; 409 for one's own role or the last staff member. */
export async function removeStaff(id: string) {
  return dataOrThrow(await apiClient.DELETE('/api/admin/people/{id}/staff', path(id)));
}

/** POST /api/admin/people/{id}/sign-out: ends every session of the account and its refresh tokens. */
export async function signOutEverywhere(id: string) {
  return dataOrThrow(await apiClient.POST('/api/admin/people/{id}/sign-out', path(id)));
}
