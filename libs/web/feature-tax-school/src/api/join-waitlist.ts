import type { TaxSchoolWaitlistCreate } from '@huron/shared/contracts/payments';
import { currentLocale } from '@huron/shared/i18n';
import { apiClient, ApiError, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

/** POST /api/tax-school/waitlist: one email, in the page's language, when registration for a session opens (204, no body). */
export async function joinWaitlist(body: TaxSchoolWaitlistCreate): Promise<void> {
  const { response, error } = await apiClient.POST('/api/tax-school/waitlist', { body: { ...body, locale: currentLocale() } });
  if (!response.ok) throw new ApiError(response.status, error);
}

export const useJoinWaitlist = () => useMutation({ mutationFn: joinWaitlist }, queryClient);
