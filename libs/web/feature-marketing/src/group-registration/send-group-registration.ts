import type { GroupRegistrationCreate, GroupRegistrationReceipt } from '@huron/shared/contracts/group-registration';
import { apiClient, ApiError } from '@huron/web/data-access/api';

/** Why a registration did not go through, in terms the form can word: the network, the server, or the fields. */
export class GroupRegistrationSendError extends Error {
  constructor(
    readonly kind: 'network' | 'server' | 'refused',
    readonly apiError?: ApiError,
  ) {
    super(kind);
  }
}

/** POST /api/intake/group-registrations; the Idempotency-Key makes a retry of the same registration one record. */
export async function sendGroupRegistration(body: GroupRegistrationCreate, idempotencyKey: string): Promise<GroupRegistrationReceipt> {
  let result;
  try {
    result = await apiClient.POST('/api/intake/group-registrations', { body, headers: { 'Idempotency-Key': idempotencyKey } });
  } catch {
    throw new GroupRegistrationSendError('network');
  }
  if (result.data) return result.data;
  const error = new ApiError(result.response.status, result.error);
  throw new GroupRegistrationSendError(result.response.status >= 500 ? 'server' : 'refused', error);
}
