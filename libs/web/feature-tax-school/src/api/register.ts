import { currentLocale } from '@huron/shared/i18n';
import type { TaxSchoolRegistrationCreate } from '@huron/shared/contracts/payments';
import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

/** POST /api/tax-school/registrations: records the registration and answers the checkout page's URL. */
export async function register(body: TaxSchoolRegistrationCreate): Promise<{ id: string; registrationId: string; url: string }> {
  return dataOrThrow(await apiClient.POST('/api/tax-school/registrations', { body: { ...body, locale: currentLocale() } }));
}

export const useRegister = () => useMutation({ mutationFn: register }, queryClient);
