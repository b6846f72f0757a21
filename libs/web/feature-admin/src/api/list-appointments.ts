import { apiClient, dataOrThrow, type ApiResponse } from '@huron/web/data-access/api';
import { APPOINTMENT_STATUSES, OFFICES } from '../kinds/labels';
import type { ListParams } from './admin-keys';
import { listQuery, PAGE_READINGS } from './list-query';

/** GET /api/admin/appointments: appointments in start order (day, office, status, cursor). */
export type AppointmentPage = ApiResponse<'/api/admin/appointments', 'get'>;

const query = listQuery<'/api/admin/appointments'>({ limit: PAGE_READINGS.limit, office: OFFICES, status: APPOINTMENT_STATUSES });

export async function listAppointments(params: ListParams): Promise<AppointmentPage> {
  return dataOrThrow(await apiClient.GET('/api/admin/appointments', { params: { query: query(params) } }));
}
