import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';

/** GET /api/admin/me/notifications: the signed-in staff member's choice per kind (off, immediate, digest). */
export type NotificationPreferences = ApiResponse<'/api/admin/me/notifications', 'get'>;

export async function getNotificationPreferences(): Promise<NotificationPreferences> {
  return dataOrThrow(await apiClient.GET('/api/admin/me/notifications'));
}

export const notificationPreferencesKey = [...adminKeys.all, 'me', 'notifications'] as const;

export const notificationPreferencesQueryOptions = () => queryOptions({ queryKey: notificationPreferencesKey, queryFn: getNotificationPreferences });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions(), queryClient);
