import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { appointmentKey, manageHeader, type ManageLink } from './manage-link';

/** PATCH /api/booking/appointments/{id}: another free time (409 when it was taken meanwhile); the page then shows it from the cache. */
export async function moveAppointment(link: ManageLink, startsAt: string) {
  const moved = dataOrThrow(
    await apiClient.PATCH('/api/booking/appointments/{id}', { params: { path: { id: link.id }, header: manageHeader(link) }, body: { startsAt } }),
  );
  queryClient.setQueryData(appointmentKey(link.id), moved);
  return moved;
}
