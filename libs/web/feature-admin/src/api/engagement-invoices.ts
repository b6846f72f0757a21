import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';

/** GET /api/admin/engagements/{id}/invoices: the engagement's invoices, open ones first. */
export type InvoiceList = ApiResponse<'/api/admin/engagements/{id}/invoices', 'get'>;
export type Invoice = InvoiceList['items'][number];

export async function listEngagementInvoices(id: string): Promise<InvoiceList> {
  return dataOrThrow(await apiClient.GET('/api/admin/engagements/{id}/invoices', { params: { path: { id } } }));
}

export const engagementInvoicesQueryOptions = (id: string) =>
  queryOptions({ staleTime: 0, queryKey: [...adminKeys.record('engagements', id), 'invoices'], queryFn: () => listEngagementInvoices(id) });

export const useEngagementInvoices = (id: string) => useQuery(engagementInvoicesQueryOptions(id), queryClient);
