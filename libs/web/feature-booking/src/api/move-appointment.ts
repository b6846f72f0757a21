import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';
import { appointmentKey, manageHeader, type ManageLink } from './manage-link';

/** PATCH /api/booking/appointments/{id}: another free time (409 when it was taken meanwhile); the page then shows it from the cache. */
export async function moveAppointment(link: ManageLink, startsAt: string) {
  return dataOrThrow(
    await apiClient.PATCH('/api/booking/appointments/{id}', { params: { path: { id: link.id }, header: manageHeader(link) }, body: { startsAt } }),
  );
}

export const useMoveAppointment = () =>
  useMutation(
    {
      mutationFn: ({ link, startsAt }: { link: ManageLink; startsAt: string }) => moveAppointment(link, startsAt),
      onSuccess: (moved, { link }) => queryClient.setQueryData(appointmentKey(link.id), moved),
    },
    queryClient,
  );
