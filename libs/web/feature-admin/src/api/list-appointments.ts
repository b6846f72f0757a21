import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { useQuery } from '@tanstack/react-query';
import { APPOINTMENT_STATUSES, OFFICES } from '../kinds/labels';
import { adminListQueryOptions, type ListParams } from './admin-keys';
import { listQuery, PAGE_READINGS } from './list-query';

/** GET /api/admin/appointments: appointments in start order (day, office, status, cursor). */
export type AppointmentPage = ApiResponse<'/api/admin/appointments', 'get'>;

const query = listQuery<'/api/admin/appointments'>({ limit: PAGE_READINGS.limit, office: OFFICES, status: APPOINTMENT_STATUSES });

export async function listAppointments(params: ListParams): Promise<AppointmentPage> {
  return dataOrThrow(await apiClient.GET('/api/admin/appointments', { params: { query: query(params) } }));
}

export const appointmentsQueryOptions = (params: ListParams) => adminListQueryOptions('appointments', params, listAppointments);

export const useAppointments = (params: ListParams) => useQuery(appointmentsQueryOptions(params), queryClient);
