import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { useQuery } from '@tanstack/react-query';
import { adminRecordQueryOptions } from './admin-keys';

/** GET /api/admin/contact-messages/{id}: one message with its status and internal note (audited). */
export type ContactMessage = ApiResponse<'/api/admin/contact-messages/{id}', 'get'>;

export async function getContactMessage(id: string): Promise<ContactMessage> {
  return dataOrThrow(await apiClient.GET('/api/admin/contact-messages/{id}', { params: { path: { id } } }));
}

export const contactMessageQueryOptions = (id: string) => adminRecordQueryOptions('contact-messages', id, getContactMessage);

export const useContactMessage = (id: string) => useQuery(contactMessageQueryOptions(id), queryClient);
