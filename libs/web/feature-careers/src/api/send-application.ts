import type { CareerApplicationCreate, CareerApplicationReceipt } from '@huron/shared/contracts/careers';
import { apiClient, sendForm } from '@huron/web/data-access/api';

/** POST /api/careers/applications; the Idempotency-Key makes a retry of the same application one record. */
export const sendApplication = (body: CareerApplicationCreate, idempotencyKey: string): Promise<CareerApplicationReceipt> =>
  sendForm(() => apiClient.POST('/api/careers/applications', { body, headers: { 'Idempotency-Key': idempotencyKey } }));
