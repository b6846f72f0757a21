import { apiClient, dataOrThrow, type ApiResponse } from '@huron/web/data-access/api';
import type { ListParams } from './admin-keys';

/** GET /api/admin/payments: a page of payments, newest or oldest first (status, from, to, q, cursor). */
export type PaymentPage = ApiResponse<'/api/admin/payments', 'get'>;

export async function listPayments(params: ListParams): Promise<PaymentPage> {
  return dataOrThrow(await apiClient.GET('/api/admin/payments', { params: { query: params as never } }));
}
