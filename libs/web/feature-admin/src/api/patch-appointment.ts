import { apiClient, type ApiPaths, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

/** PATCH /api/admin/appointments/{id}: status, note or a new start (the client gets the updated invitation). */
export type AppointmentPatch = NonNullable<ApiPaths['/api/admin/appointments/{id}']['patch']['requestBody']>['content']['application/json'];

export async function patchAppointment(id: string, body: AppointmentPatch) {
  return dataOrThrow(await apiClient.PATCH('/api/admin/appointments/{id}', { params: { path: { id } }, body }));
}

export const usePatchAppointment = () =>
  useMutation({ mutationFn: ({ id, body }: { id: string; body: AppointmentPatch }) => patchAppointment(id, body) }, queryClient);
