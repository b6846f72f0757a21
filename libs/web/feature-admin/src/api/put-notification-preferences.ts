import { apiClient, dataOrThrow, queryClient, type ApiPaths } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';
import { notificationPreferencesKey } from './get-notification-preferences';

/** PUT /api/admin/me/notifications: the kinds to change; the answer is every kind's choice. */
export type NotificationPreferencesUpdate = ApiPaths['/api/admin/me/notifications']['put']['requestBody']['content']['application/json'];

export async function putNotificationPreferences(body: NotificationPreferencesUpdate) {
  return dataOrThrow(await apiClient.PUT('/api/admin/me/notifications', { body }));
}

export const useSaveNotificationPreferences = () =>
  useMutation(
    {
      mutationFn: putNotificationPreferences,
      onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesKey, saved),
    },
    queryClient,
  );
