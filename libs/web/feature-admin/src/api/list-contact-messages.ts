import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { useQuery } from '@tanstack/react-query';
import { LEAD_STATUSES, NAME_SORTS, OFFICES } from '../kinds/labels';
import { adminListQueryOptions, type ListParams } from './admin-keys';
import { listQuery, PAGE_READINGS } from './list-query';

/** GET /api/admin/contact-messages: a page of contact messages, newest or oldest first (status, office, from, to, q, cursor). */
export type ContactMessagePage = ApiResponse<'/api/admin/contact-messages', 'get'>;

const query = listQuery<'/api/admin/contact-messages'>({ ...PAGE_READINGS, status: LEAD_STATUSES, office: OFFICES, sort: NAME_SORTS });

export async function listContactMessages(params: ListParams): Promise<ContactMessagePage> {
  return dataOrThrow(await apiClient.GET('/api/admin/contact-messages', { params: { query: query(params) } }));
}

export const contactMessagesQueryOptions = (params: ListParams) => adminListQueryOptions('contact-messages', params, listContactMessages);

export const useContactMessages = (params: ListParams) => useQuery(contactMessagesQueryOptions(params), queryClient);
