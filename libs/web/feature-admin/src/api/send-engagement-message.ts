import { apiClient, dataOrThrow, queryClient, type ApiPaths } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { engagementMessagesQueryOptions } from './engagement-messages';

/** POST /api/admin/engagements/{id}/messages: a reply from the firm (plain text, 1 to 10,000 characters). */
export type MessageCreate = ApiPaths['/api/admin/engagements/{id}/messages']['post']['requestBody']['content']['application/json'];

export async function sendEngagementMessage(id: string, body: MessageCreate) {
  return dataOrThrow(await apiClient.POST('/api/admin/engagements/{id}/messages', { params: { path: { id } }, body }));
}

/** Sends a reply, then reads the thread again (and the inbox, whose counts may change). */
export const useSendEngagementMessage = (id: string) =>
  useMutation(
    {
      mutationFn: (body: MessageCreate) => sendEngagementMessage(id, body),
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: engagementMessagesQueryOptions(id).queryKey }),
          queryClient.invalidateQueries({ queryKey: adminKeys.lists('inbox') }),
        ]),
    },
    queryClient,
  );
