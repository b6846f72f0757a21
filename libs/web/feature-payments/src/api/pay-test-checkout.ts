import { apiClient, dataOrThrow } from '@huron/web/data-access/api';

/** POST /api/payments/test-checkout/{id}/pay (test mode only): answers where to go next. */
export async function payTestCheckout(id: string): Promise<{ redirectTo: string }> {
  return dataOrThrow(await apiClient.POST('/api/payments/test-checkout/{id}/pay', { params: { path: { id } } }));
}
