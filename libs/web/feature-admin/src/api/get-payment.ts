import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { useQuery } from '@tanstack/react-query';
import { adminRecordQueryOptions } from './admin-keys';

/** GET /api/admin/payments/{id}: one payment with its Stripe ids and refunds (audited). */
export type Payment = ApiResponse<'/api/admin/payments/{id}', 'get'>;

export async function getPayment(id: string): Promise<Payment> {
  return dataOrThrow(await apiClient.GET('/api/admin/payments/{id}', { params: { path: { id } } }));
}

export const paymentQueryOptions = (id: string) => adminRecordQueryOptions('payments', id, getPayment);

export const usePayment = (id: string) => useQuery(paymentQueryOptions(id), queryClient);
