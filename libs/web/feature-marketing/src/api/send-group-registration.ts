import { currentLocale } from '@huron/shared/i18n';
import type { GroupRegistrationCreate, GroupRegistrationReceipt } from '@huron/shared/contracts/group-registration';
import { apiClient, queryClient, sendForm } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

/** POST /api/intake/group-registrations; the Idempotency-Key makes a retry of the same registration one record. */
export const sendGroupRegistration = (body: GroupRegistrationCreate, idempotencyKey: string): Promise<GroupRegistrationReceipt> =>
  sendForm(() =>
    apiClient.POST('/api/intake/group-registrations', { body: { ...body, locale: currentLocale() }, headers: { 'Idempotency-Key': idempotencyKey } }),
  );

export const useSendGroupRegistration = () =>
  useMutation(
    { mutationFn: ({ body, idempotencyKey }: { body: GroupRegistrationCreate; idempotencyKey: string }) => sendGroupRegistration(body, idempotencyKey) },
    queryClient,
  );
