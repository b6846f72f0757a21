import { apiClient, dataOrThrow } from '@huron/web/data-access/api';

/**
 * POST /api/payments/test-checkout/{id}/pay (test mode only), with the token from the checkout URL's fragment that
 * proves this browser started the checkout: answers where to go next.
 */
export async function payTestCheckout(id: string, token: string): Promise<{ redirectTo: string }> {
  return dataOrThrow(await apiClient.POST('/api/payments/test-checkout/{id}/pay', { params: { path: { id } }, body: { token } }));
}
