import { apiClient, dataOrThrow, type ApiResponse } from '@huron/web/data-access/api';
import { PAYMENT_STATUSES } from '../kinds/labels';
import type { ListParams } from './admin-keys';
import { listQuery, PAGE_READINGS } from './list-query';

/** GET /api/admin/payments: a page of payments, newest or oldest first (status, from, to, q, cursor). */
export type PaymentPage = ApiResponse<'/api/admin/payments', 'get'>;

const query = listQuery<'/api/admin/payments'>({ ...PAGE_READINGS, status: PAYMENT_STATUSES });

export async function listPayments(params: ListParams): Promise<PaymentPage> {
  return dataOrThrow(await apiClient.GET('/api/admin/payments', { params: { query: query(params) } }));
}
