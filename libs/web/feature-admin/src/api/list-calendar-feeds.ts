import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';

/** GET /api/admin/calendar-feeds: the signed-in staff member's live feeds (without their addresses). */
export type CalendarFeedList = ApiResponse<'/api/admin/calendar-feeds', 'get'>;

export async function listCalendarFeeds(): Promise<CalendarFeedList> {
  return dataOrThrow(await apiClient.GET('/api/admin/calendar-feeds'));
}

export const calendarFeedsKey = [...adminKeys.all, 'me', 'calendar-feeds'] as const;

export const calendarFeedsQueryOptions = () => queryOptions({ queryKey: calendarFeedsKey, queryFn: listCalendarFeeds });

export const useCalendarFeeds = () => useQuery(calendarFeedsQueryOptions(), queryClient);
