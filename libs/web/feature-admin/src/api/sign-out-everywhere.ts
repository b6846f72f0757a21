import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

/** POST /api/admin/people/{id}/sign-out: ends every session of the account and its refresh tokens. */
export async function signOutEverywhere(id: string) {
  return dataOrThrow(await apiClient.POST('/api/admin/people/{id}/sign-out', { params: { path: { id } } }));
}

export const useSignOutEverywhere = () => useMutation({ mutationFn: signOutEverywhere }, queryClient);
