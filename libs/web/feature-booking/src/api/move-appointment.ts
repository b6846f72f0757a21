import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';
import { appointmentKey, manageHeader, type ManageLink } from './manage-link';

/** PATCH /api/booking/appointments/{id}: another free time; 409 when it was taken meanwhile. */
export async function moveAppointment(link: ManageLink, startsAt: string) {
  return dataOrThrow(await apiClient.PATCH('/api/booking/appointments/{id}', { params: { path: { id: link.id }, header: manageHeader(link) }, body: { startsAt } }));
}

/** Moves the appointment; the page then shows the new time from the cache. */
export function useMoveAppointment(link: ManageLink | null) {
  return useMutation(
    {
      mutationFn: (startsAt: string) => moveAppointment(link!, startsAt),
      onSuccess: (moved) => queryClient.setQueryData(appointmentKey(link!.id), moved),
    },
    queryClient,
  );
}
