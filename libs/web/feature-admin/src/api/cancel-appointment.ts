import { apiClient, ApiError, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

/** DELETE /api/admin/appointments/{id}: cancels the appointment; the client gets the cancellation. */
export async function cancelAppointment(id: string): Promise<void> {
  const { response, error } = await apiClient.DELETE('/api/admin/appointments/{id}', { params: { path: { id } } });
  if (!response.ok) throw new ApiError(response.status, error);
}

export const useCancelAppointment = () => useMutation({ mutationFn: cancelAppointment }, queryClient);
