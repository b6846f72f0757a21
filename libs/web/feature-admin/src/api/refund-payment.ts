import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

/** POST /api/admin/payments/{id}/refund: refunds `amount` cents, or everything not yet refunded when omitted. */
export async function refundPayment(id: string, amount?: number) {
  return dataOrThrow(await apiClient.POST('/api/admin/payments/{id}/refund', { params: { path: { id } }, body: amount === undefined ? {} : { amount } }));
}

export const useRefundPayment = () => useMutation({ mutationFn: ({ id, amount }: { id: string; amount?: number }) => refundPayment(id, amount) }, queryClient);
