import { apiClient, dataOrThrow, type ApiResponse } from '@huron/web/data-access/api';
import { queryOptions } from '@tanstack/react-query';
import { adminListQueryOptions, type ListParams } from './admin-keys';
import { listQuery } from './list-query';

/** GET /api/admin/messages/unread: engagements with client messages no one at the firm has read, longest waiting first. */
export type UnreadThreadPage = ApiResponse<'/api/admin/messages/unread', 'get'>;
export type UnreadThread = UnreadThreadPage['items'][number];

const query = listQuery<'/api/admin/messages/unread'>({ limit: 'number' });

export async function listUnreadMessages(params: ListParams): Promise<UnreadThreadPage> {
  return dataOrThrow(await apiClient.GET('/api/admin/messages/unread', { params: { query: query(params) } }));
}

/** Fresh on every visit: a client may have written since. */
export const unreadMessagesQueryOptions = (params: ListParams) => queryOptions({ ...adminListQueryOptions('inbox', params, listUnreadMessages), staleTime: 0 });
