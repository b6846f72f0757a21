import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

export interface RefundRequest {
  id: string;
  /** Cents, at most what is left; omitted: everything not yet refunded. */
  amount?: number;
  reason: string;
  /** One per refund the staff member confirms: a repeated request with it refunds once. */
  idempotencyKey: string;
}

/** POST /api/admin/payments/{id}/refund with its reason; the client gets a refund mail. */
export async function refundPayment({ id, amount, reason, idempotencyKey }: RefundRequest) {
  return dataOrThrow(
    await apiClient.POST('/api/admin/payments/{id}/refund', {
      params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } },
      body: amount === undefined ? { reason } : { amount, reason },
    }),
  );
}

export const useRefundPayment = () => useMutation({ mutationFn: refundPayment }, queryClient);
