import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import type { InvoiceList } from '@huron/shared/contracts/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalKeys } from './portal-keys';

/** GET /api/portal/invoices: the client's invoices, open ones first. */
export async function listInvoices(): Promise<InvoiceList> {
  return dataOrThrow(await apiClient.GET('/api/portal/invoices'));
}

export const invoicesQueryOptions = (userId: string) => queryOptions({ queryKey: portalKeys.invoices(userId), queryFn: listInvoices, staleTime: 0 });

export const useInvoices = (userId: string) => useQuery(invoicesQueryOptions(userId), queryClient);
