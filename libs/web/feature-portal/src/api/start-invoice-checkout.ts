import { apiClient, checkoutUrlOf, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

/** POST /api/portal/invoices/{id}/checkout: the checkout page (Stripe Checkout, or the test checkout in test mode). */
export async function startInvoiceCheckout(invoiceId: string): Promise<string> {
  return checkoutUrlOf(async () => dataOrThrow(await apiClient.POST('/api/portal/invoices/{id}/checkout', { params: { path: { id: invoiceId } } })));
}

/** Pay: asks for the checkout and sends the browser there (back to the payment pages once paid). */
export const useInvoiceCheckout = () =>
  useMutation(
    {
      mutationFn: startInvoiceCheckout,
      onSuccess: (url) => window.location.assign(url),
    },
    queryClient,
  );
