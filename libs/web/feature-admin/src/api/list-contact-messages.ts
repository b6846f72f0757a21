import { apiClient, dataOrThrow, type ApiResponse } from '@huron/web/data-access/api';
import type { ListParams } from './admin-keys';

/** GET /api/admin/contact-messages: a page of contact messages, newest or oldest first (status, office, from, to, q, cursor). */
export type ContactMessagePage = ApiResponse<'/api/admin/contact-messages', 'get'>;

export async function listContactMessages(params: ListParams): Promise<ContactMessagePage> {
  return dataOrThrow(await apiClient.GET('/api/admin/contact-messages', { params: { query: params as never } }));
}
