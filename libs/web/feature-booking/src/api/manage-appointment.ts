import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The private link's credentials, read from the page's fragment. */
export interface ManageLink {
  id: string;
  token: string;
}

const header = (link: ManageLink) => ({ 'x-booking-token': link.token });

export async function getAppointment(link: ManageLink) {
  return dataOrThrow(await apiClient.GET('/api/booking/appointments/{id}', { params: { path: { id: link.id }, header: header(link) } }));
}

export function useAppointment(link: ManageLink | null) {
  return useQuery(
    queryOptions({ queryKey: ['booking', 'appointment', link?.id], queryFn: () => getAppointment(link!), enabled: link !== null, retry: false }),
    queryClient,
  );
}

export async function moveAppointment(link: ManageLink, startsAt: string) {
  const moved = dataOrThrow(await apiClient.PATCH('/api/booking/appointments/{id}', { params: { path: { id: link.id }, header: header(link) }, body: { startsAt } }));
  queryClient.setQueryData(['booking', 'appointment', link.id], moved);
  return moved;
}

export async function cancelAppointment(link: ManageLink): Promise<void> {
  const result = await apiClient.DELETE('/api/booking/appointments/{id}', { params: { path: { id: link.id }, header: header(link) } });
  if (!result.response.ok) dataOrThrow(result);
}
