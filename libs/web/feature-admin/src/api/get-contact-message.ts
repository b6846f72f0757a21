import { apiClient, dataOrThrow, type ApiResponse } from '@huron/web/data-access/api';

/** GET /api/admin/contact-messages/{id}: one message with its status and internal note (audited). */
export type ContactMessage = ApiResponse<'/api/admin/contact-messages/{id}', 'get'>;

export async function getContactMessage(id: string): Promise<ContactMessage> {
  return dataOrThrow(await apiClient.GET('/api/admin/contact-messages/{id}', { params: { path: { id } } }));
}
