import { apiClient, ApiError, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';
import { calendarFeedsKey } from './list-calendar-feeds';

/** DELETE /api/admin/calendar-feeds/{id}: the address answers 404 from now on. */
export async function revokeCalendarFeed(id: string): Promise<void> {
  const { response, error } = await apiClient.DELETE('/api/admin/calendar-feeds/{id}', { params: { path: { id } } });
  if (!response.ok) throw new ApiError(response.status, error);
}

export const useRevokeCalendarFeed = () =>
  useMutation({ mutationFn: revokeCalendarFeed, onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedsKey }) }, queryClient);
