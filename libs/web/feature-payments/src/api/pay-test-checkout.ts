import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /api/payments/test-checkout/{id}/pay (test mode only), with the token from the checkout URL's fragment that
 * proves this browser started the checkout: answers where to go next.
 */
export async function payTestCheckout(id: string, token: string): Promise<{ redirectTo: string }> {
  return dataOrThrow(await apiClient.POST('/api/payments/test-checkout/{id}/pay', { params: { path: { id } }, body: { token } }));
}

export const usePayTestCheckout = () => useMutation({ mutationFn: ({ id, token }: { id: string; token: string }) => payTestCheckout(id, token) }, queryClient);
