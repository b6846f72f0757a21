import { apiClient, dataOrThrow, type ApiResponse } from '@huron/web/data-access/api';
import type { ListParams } from './admin-keys';

/** GET /api/admin/appointments: appointments in start order (day, office, status, cursor). */
export type AppointmentPage = ApiResponse<'/api/admin/appointments', 'get'>;

export async function listAppointments(params: ListParams): Promise<AppointmentPage> {
  return dataOrThrow(await apiClient.GET('/api/admin/appointments', { params: { query: params as never } }));
}
