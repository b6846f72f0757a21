import { apiClient, dataOrThrow, queryClient, type ApiQuery, type ApiResponse } from '@huron/web/data-access/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';

/** GET /api/admin/calendar: appointments from one day to another (Detroit days), by office and preparer. */
export type CalendarAnswer = ApiResponse<'/api/admin/calendar', 'get'>;
export type CalendarQuery = ApiQuery<'/api/admin/calendar'>;

export async function getCalendar(query: CalendarQuery): Promise<CalendarAnswer> {
  return dataOrThrow(await apiClient.GET('/api/admin/calendar', { params: { query } }));
}

export const calendarQueryOptions = (query: CalendarQuery) =>
  queryOptions({ queryKey: [...adminKeys.all, 'calendar', query], queryFn: () => getCalendar(query), placeholderData: keepPreviousData });

export const useCalendar = (query: CalendarQuery) => useQuery(calendarQueryOptions(query), queryClient);
