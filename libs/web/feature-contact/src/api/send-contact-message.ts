import type { ContactMessageCreate, ContactReceipt } from '@huron/shared/contracts';
import { apiClient, ApiError } from '@huron/web/data-access/api';

/** Why a submission did not go through, in terms the form can word: the network, the server, or the fields. */
export class ContactSendError extends Error {
  constructor(
    readonly kind: 'network' | 'server' | 'refused',
    readonly apiError?: ApiError,
  ) {
    super(kind);
  }
}

/**
 * POST /api/intake/contact. The Idempotency-Key makes a retry of the same message (a double click, a timeout
 * that did arrive) one stored message; the caller keeps one key per distinct message.
 */
export async function sendContactMessage(body: ContactMessageCreate, idempotencyKey: string): Promise<ContactReceipt> {
  let result;
  try {
    result = await apiClient.POST('/api/intake/contact', { body, headers: { 'Idempotency-Key': idempotencyKey } });
  } catch {
    throw new ContactSendError('network');
  }
  if (result.data) return result.data;
  const error = new ApiError(result.response.status, result.error);
  throw new ContactSendError(result.response.status >= 500 ? 'server' : 'refused', error);
}
