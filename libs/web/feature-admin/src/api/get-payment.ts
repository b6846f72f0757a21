import { apiClient, dataOrThrow, type ApiResponse } from '@huron/web/data-access/api';

/** GET /api/admin/payments/{id}: one payment with its Stripe ids and refunds (audited). */
export type Payment = ApiResponse<'/api/admin/payments/{id}', 'get'>;

export async function getPayment(id: string): Promise<Payment> {
  return dataOrThrow(await apiClient.GET('/api/admin/payments/{id}', { params: { path: { id } } }));
}
