import { currentLocale } from '@huron/shared/i18n';
import type { CareerApplicationCreate, CareerApplicationReceipt } from '@huron/shared/contracts/careers';
import { apiClient, queryClient, sendForm } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

/** POST /api/careers/applications; the Idempotency-Key makes a retry of the same application one record. */
export const sendApplication = (body: CareerApplicationCreate, idempotencyKey: string): Promise<CareerApplicationReceipt> =>
  sendForm(() => apiClient.POST('/api/careers/applications', { body: { ...body, locale: currentLocale() }, headers: { 'Idempotency-Key': idempotencyKey } }));

export const useSendApplication = () =>
  useMutation(
    { mutationFn: ({ body, idempotencyKey }: { body: CareerApplicationCreate; idempotencyKey: string }) => sendApplication(body, idempotencyKey) },
    queryClient,
  );
