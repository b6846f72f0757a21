import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';
import { manageHeader, type ManageLink } from './manage-link';

/** DELETE /api/booking/appointments/{id}: cancels it (204). */
export async function cancelAppointment(link: ManageLink): Promise<void> {
  const result = await apiClient.DELETE('/api/booking/appointments/{id}', { params: { path: { id: link.id }, header: manageHeader(link) } });
  if (!result.response.ok) dataOrThrow(result);
}

export const useCancelAppointment = () => useMutation({ mutationFn: cancelAppointment }, queryClient);
