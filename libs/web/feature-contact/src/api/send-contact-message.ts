import type { ContactMessageCreate, ContactReceipt } from '@huron/shared/contracts/intake';
import { apiClient, sendForm } from '@huron/web/data-access/api';

/**
 * POST /api/intake/contact. The Idempotency-Key makes a retry of the same message (a double click, a timeout
 * that did arrive) one stored message; the caller keeps one key per distinct message.
 */
export const sendContactMessage = (body: ContactMessageCreate, idempotencyKey: string): Promise<ContactReceipt> =>
  sendForm(() => apiClient.POST('/api/intake/contact', { body, headers: { 'Idempotency-Key': idempotencyKey } }));
