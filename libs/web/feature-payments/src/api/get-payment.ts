import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/payments/{id}: status, amount (cents) and description, for the return pages. */
export type PaymentView = ApiResponse<'/api/payments/{id}', 'get'>;

export async function getPayment(id: string): Promise<PaymentView> {
  return dataOrThrow(await apiClient.GET('/api/payments/{id}', { params: { path: { id } } }));
}

/** While Stripe has not confirmed yet, asks again every two seconds (the server also asks Stripe each time). */
export const paymentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['payments', id],
    queryFn: () => getPayment(id),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2000 : false),
  });

export function usePayment(id: string | null) {
  return useQuery({ ...paymentQueryOptions(id ?? ''), enabled: Boolean(id) }, queryClient);
}
