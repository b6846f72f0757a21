import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

/** DELETE /api/admin/people/{id}/staff: removes the staff role; 409 for one's own role or the last staff member. */
export async function removeStaff(id: string) {
  return dataOrThrow(await apiClient.DELETE('/api/admin/people/{id}/staff', { params: { path: { id } } }));
}

export const useRemoveStaff = () => useMutation({ mutationFn: removeStaff }, queryClient);
