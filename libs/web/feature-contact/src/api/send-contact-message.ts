import type { ContactMessageCreate, ContactReceipt } from '@huron/shared/contracts/intake';
import { currentLocale } from '@huron/shared/i18n';
import { apiClient, queryClient, sendForm } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /api/intake/contact. The Idempotency-Key makes a retry of the same message (a double click, a timeout
 * that did arrive) one stored message; the caller keeps one key per distinct message. The page's language goes with
 * it: the confirmation mail is written in it.
 */
export const sendContactMessage = (body: ContactMessageCreate, idempotencyKey: string): Promise<ContactReceipt> =>
  sendForm(() => apiClient.POST('/api/intake/contact', { body: { ...body, locale: currentLocale() }, headers: { 'Idempotency-Key': idempotencyKey } }));

export const useSendContactMessage = () =>
  useMutation(
    { mutationFn: ({ body, idempotencyKey }: { body: ContactMessageCreate; idempotencyKey: string }) => sendContactMessage(body, idempotencyKey) },
    queryClient,
  );
