import type { TaxSchoolWaitlistCreate } from '@huron/shared/contracts/payments';
import { apiClient, dataOrThrow } from '@huron/web/data-access/api';

/** POST /api/tax-school/waitlist: one email when registration for a session opens. */
export async function joinWaitlist(body: TaxSchoolWaitlistCreate): Promise<void> {
  await dataOrThrow(await apiClient.POST('/api/tax-school/waitlist', { body }));
}
