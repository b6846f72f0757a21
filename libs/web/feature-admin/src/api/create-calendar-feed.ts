import { apiClient, dataOrThrow, queryClient, type ApiPaths } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';
import { calendarFeedsKey } from './list-calendar-feeds';

/** POST /api/admin/calendar-feeds: the offices; the answer holds the private address, shown this once. */
export type CalendarFeedCreate = ApiPaths['/api/admin/calendar-feeds']['post']['requestBody']['content']['application/json'];

export async function createCalendarFeed(body: CalendarFeedCreate) {
  return dataOrThrow(await apiClient.POST('/api/admin/calendar-feeds', { body }));
}

export const useCreateCalendarFeed = () =>
  useMutation({ mutationFn: createCalendarFeed, onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedsKey }) }, queryClient);
