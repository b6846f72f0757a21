import { apiClient, ApiError, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

/** DELETE /api/admin/closures/{id}. */
export async function removeClosure(id: string): Promise<void> {
  const { response, error } = await apiClient.DELETE('/api/admin/closures/{id}', { params: { path: { id } } });
  if (!response.ok) throw new ApiError(response.status, error);
}

export const useRemoveClosure = () => useMutation({ mutationFn: removeClosure }, queryClient);
