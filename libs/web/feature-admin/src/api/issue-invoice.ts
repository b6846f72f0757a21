import { apiClient, dataOrThrow, queryClient, type ApiPaths } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';
import { engagementInvoicesQueryOptions } from './engagement-invoices';

/** POST /api/admin/engagements/{id}/invoices: line items in integer cents (the form takes dollars). */
export type InvoiceCreate = ApiPaths['/api/admin/engagements/{id}/invoices']['post']['requestBody']['content']['application/json'];

export async function issueInvoice(id: string, body: InvoiceCreate) {
  return dataOrThrow(await apiClient.POST('/api/admin/engagements/{id}/invoices', { params: { path: { id } }, body }));
}

export const useIssueInvoice = (id: string) =>
  useMutation(
    {
      mutationFn: (body: InvoiceCreate) => issueInvoice(id, body),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: engagementInvoicesQueryOptions(id).queryKey }),
    },
    queryClient,
  );
