import { currentLocale } from '@huron/shared/i18n';
import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';
import type { PaymentCreate } from '@huron/shared/contracts/payments';

/** POST /api/payments/checkout: records the payment and answers the checkout page's URL. */
export async function createCheckout(body: PaymentCreate): Promise<{ id: string; url: string }> {
  return dataOrThrow(await apiClient.POST('/api/payments/checkout', { body: { ...body, locale: currentLocale() } }));
}

export const useCreateCheckout = () => useMutation({ mutationFn: createCheckout }, queryClient);
