import type { GroupRegistrationCreate, GroupRegistrationReceipt } from '@huron/shared/contracts/group-registration';
import { apiClient, sendForm } from '@huron/web/data-access/api';

/** POST /api/intake/group-registrations; the Idempotency-Key makes a retry of the same registration one record. */
export const sendGroupRegistration = (body: GroupRegistrationCreate, idempotencyKey: string): Promise<GroupRegistrationReceipt> =>
  sendForm(() => apiClient.POST('/api/intake/group-registrations', { body, headers: { 'Idempotency-Key': idempotencyKey } }));
