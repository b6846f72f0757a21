import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

/** PUT /api/admin/people/{id}/staff: grants the staff role (audited). */
export async function grantStaff(id: string) {
  return dataOrThrow(await apiClient.PUT('/api/admin/people/{id}/staff', { params: { path: { id } } }));
}

export const useGrantStaff = () => useMutation({ mutationFn: grantStaff }, queryClient);
