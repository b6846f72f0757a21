import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { appointmentKey, manageHeader, type ManageLink } from './manage-link';

/** GET /api/booking/appointments/{id} with the private link's token. */
export async function getAppointment(link: ManageLink) {
  return dataOrThrow(await apiClient.GET('/api/booking/appointments/{id}', { params: { path: { id: link.id }, header: manageHeader(link) } }));
}

export function useAppointment(link: ManageLink | null) {
  return useQuery(
    queryOptions({ queryKey: appointmentKey(link?.id), queryFn: () => getAppointment(link!), enabled: link !== null, retry: false }),
    queryClient,
  );
}
