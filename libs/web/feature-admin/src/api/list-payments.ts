import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { useQuery } from '@tanstack/react-query';
import { PAYMENT_STATUSES } from '../kinds/labels';
import { adminListQueryOptions, type ListParams } from './admin-keys';
import { listQuery, PAGE_READINGS } from './list-query';

/** GET /api/admin/payments: a page of payments, newest or oldest first (status, from, to, q, cursor). */
export type PaymentPage = ApiResponse<'/api/admin/payments', 'get'>;

const query = listQuery<'/api/admin/payments'>({ ...PAGE_READINGS, status: PAYMENT_STATUSES });

export async function listPayments(params: ListParams): Promise<PaymentPage> {
  return dataOrThrow(await apiClient.GET('/api/admin/payments', { params: { query: query(params) } }));
}

export const paymentsQueryOptions = (params: ListParams) => adminListQueryOptions('payments', params, listPayments);

export const usePayments = (params: ListParams) => useQuery(paymentsQueryOptions(params), queryClient);
